import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A stand-in for workbox-window's Workbox that lets the test fire its lifecycle events.
const workboxes: FakeWorkbox[] = [];
class FakeWorkbox {
  listeners = new Map<string, (() => void)[]>();
  register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
  update = vi.fn(async () => {});
  messageSkipWaiting = vi.fn();
  constructor(readonly url: string) {
    workboxes.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}
vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

const { registerServiceWorker, SERVICE_WORKER_URL } = await import('./register-service-worker');

describe('registerServiceWorker', () => {
  beforeEach(() => {
    workboxes.length = 0;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  function start() {
    const onUpdateReady = vi.fn();
    const reload = vi.fn();
    registerServiceWorker({ onUpdateReady, reload });
    const workbox = workboxes[0];
    if (!workbox) throw new Error('no Workbox made');
    return { workbox, onUpdateReady, reload };
  }

  it('registers /service-worker.js', () => {
    const { workbox } = start();
    expect(SERVICE_WORKER_URL).toBe('/service-worker.js');
    expect(workbox.url).toBe(SERVICE_WORKER_URL);
    expect(workbox.register).toHaveBeenCalledTimes(1);
  });

  it('offers a waiting version and switches only once the user accepts', () => {
    const { workbox, onUpdateReady, reload } = start();
    workbox.fire('waiting');
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();

    const apply = onUpdateReady.mock.calls[0]?.[0] as () => void;
    apply();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a page whose worker changes without the user asking is not reloaded', () => {
    const { workbox, reload } = start();
    workbox.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
  });

  it('looks for a new version every hour', async () => {
    const { workbox } = start();
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(workbox.update).toHaveBeenCalledTimes(1);
  });
});
