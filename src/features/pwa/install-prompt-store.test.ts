import { describe, expect, it, vi } from 'vitest';
import {
  type BeforeInstallPromptEvent,
  createInstallPromptStore,
  INSTALL_DECLINED_KEY,
} from './install-prompt-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function offer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

function setUp(initial: Record<string, string> = {}) {
  const target = new EventTarget();
  const storage = memoryStorage(initial);
  const store = createInstallPromptStore(target, storage);
  const changes = vi.fn();
  store.subscribe(changes);
  return { target, storage, store, changes };
}

describe('createInstallPromptStore', () => {
  it("keeps the browser's offer (suppressing its own banner) until it is used", async () => {
    const { target, store, changes } = setUp();
    expect(store.getSnapshot().canInstall).toBe(false);
    const { event, prompt } = offer('accepted');
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(store.getSnapshot().canInstall).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);

    await store.install();
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().canInstall).toBe(false);
    await store.install();
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('remembers a dismissed install dialog as a decline, an accepted one not', async () => {
    const dismissed = setUp();
    dismissed.target.dispatchEvent(offer('dismissed').event);
    await dismissed.store.install();
    expect(dismissed.storage.getItem(INSTALL_DECLINED_KEY)).toBe('true');

    const accepted = setUp();
    accepted.target.dispatchEvent(offer('accepted').event);
    await accepted.store.install();
    expect(accepted.storage.getItem(INSTALL_DECLINED_KEY)).toBeNull();
  });

  it('remembers "Not now" and does not offer again, even when the browser offers anew', () => {
    const { target, storage, store } = setUp();
    target.dispatchEvent(offer('accepted').event);
    store.decline();
    expect(storage.getItem(INSTALL_DECLINED_KEY)).toBe('true');
    expect(store.getSnapshot().canInstall).toBe(false);
    target.dispatchEvent(offer('accepted').event);
    expect(store.getSnapshot().canInstall).toBe(false);
  });

  it('honours a decline stored on an earlier visit', async () => {
    const { target, store } = setUp({ [INSTALL_DECLINED_KEY]: 'true' });
    const { event, prompt } = offer('accepted');
    target.dispatchEvent(event);
    expect(store.getSnapshot().canInstall).toBe(false);
    await store.install();
    expect(prompt).not.toHaveBeenCalled();
  });

  it('drops the offer once the app is installed', () => {
    const { target, store } = setUp();
    target.dispatchEvent(offer('accepted').event);
    target.dispatchEvent(new Event('appinstalled'));
    expect(store.getSnapshot().canInstall).toBe(false);
  });

  it('still works when storage refuses access', () => {
    const target = new EventTarget();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const store = createInstallPromptStore(target, broken);
    target.dispatchEvent(offer('accepted').event);
    expect(store.getSnapshot().canInstall).toBe(true);
    store.decline();
    expect(store.getSnapshot().canInstall).toBe(false);
  });
});
