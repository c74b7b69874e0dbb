// @vitest-environment jsdom
import '../../../test-support/app/setup-dom';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushRegisterEndpoint } from '../../../core/contracts/push-contract';
import type { Call } from '../../api/call-endpoint';
import { usePushRegistration } from './use-push-registration';

const SERVER_KEY = Buffer.from([4, ...Array.from({ length: 64 }, (_, i) => i)]).toString(
  'base64url',
);
const SUBSCRIPTION = { endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } };

function Home({ call }: { call: Call }) {
  usePushRegistration({ call, vapidPublicKey: SERVER_KEY });
  return null;
}

function stubBrowser(permission: NotificationPermission) {
  const subscribe = vi.fn(async () => ({ toJSON: () => SUBSCRIPTION }));
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => permission) });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve({ pushManager: { getSubscription: async () => null, subscribe } }),
    },
  });
  return { subscribe };
}

describe('usePushRegistration', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the subscription to the push register call of the private API', async () => {
    stubBrowser('granted');
    const call = vi.fn(async () => null);
    render(<Home call={call as Call} />);
    await waitFor(() => expect(call).toHaveBeenCalledWith(pushRegisterEndpoint, SUBSCRIPTION));
  });

  it('only logs a failed registration', async () => {
    stubBrowser('granted');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const call = vi.fn(async () => Promise.reject(new Error('Network Error')));
    render(<Home call={call as Call} />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(String(warn.mock.calls[0]?.[0])).toContain('Push notification registration failed');
  });

  it('registers nothing when notifications are denied', async () => {
    const { subscribe } = stubBrowser('denied');
    const call = vi.fn();
    render(<Home call={call as Call} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(subscribe).not.toHaveBeenCalled();
    expect(call).not.toHaveBeenCalled();
  });
});
