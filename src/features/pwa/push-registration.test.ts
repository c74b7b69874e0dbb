import { describe, expect, it, vi } from 'vitest';
import {
  base64UrlToBytes,
  type PushRegistrationDeps,
  pushBodyOf,
  registerForPush,
} from './push-registration';

// A real P-256 public key shape: 65 bytes, uncompressed point.
const SERVER_KEY = Buffer.from([4, ...Array.from({ length: 64 }, (_, i) => i)]).toString(
  'base64url',
);
const OTHER_KEY = Buffer.from([4, ...Array.from({ length: 64 }, () => 7)]).toString('base64url');
const JSON_OF_SUBSCRIPTION: PushSubscriptionJSON = {
  endpoint: 'https://push.example/abc',
  expirationTime: null,
  keys: { p256dh: 'p', auth: 'a' },
};

function fakeSubscription(key: string) {
  return {
    options: { applicationServerKey: base64UrlToBytes(key).buffer },
    toJSON: () => JSON_OF_SUBSCRIPTION,
    unsubscribe: vi.fn(async () => true),
  };
}

function setUp(opts: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  existing?: ReturnType<typeof fakeSubscription> | null;
}) {
  const created = fakeSubscription(SERVER_KEY);
  const pushManager = {
    getSubscription: vi.fn(async () => opts.existing ?? null),
    subscribe: vi.fn(async () => created),
  };
  const notifications = {
    permission: opts.permission ?? 'default',
    requestPermission: vi.fn(async () => opts.answer ?? 'granted'),
  };
  const send = vi.fn(async () => undefined);
  const deps: PushRegistrationDeps = {
    vapidPublicKey: SERVER_KEY,
    notifications: notifications as unknown as PushRegistrationDeps['notifications'],
    serviceWorkerReady: async () => ({ pushManager }) as unknown as ServiceWorkerRegistration,
    send,
  };
  return { deps, pushManager, notifications, send };
}

describe('registerForPush', () => {
  it('asks for permission, subscribes with the server key and sends the subscription JSON', async () => {
    const { deps, pushManager, notifications, send } = setUp({});
    expect(await registerForPush(deps)).toBe('registered');
    expect(notifications.requestPermission).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(SERVER_KEY),
    });
    expect(send).toHaveBeenCalledWith(JSON_OF_SUBSCRIPTION);
  });

  it('does not ask again once granted, and reuses a subscription made for the same key', async () => {
    const existing = fakeSubscription(SERVER_KEY);
    const { deps, pushManager, notifications, send } = setUp({ permission: 'granted', existing });
    expect(await registerForPush(deps)).toBe('registered');
    expect(notifications.requestPermission).not.toHaveBeenCalled();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(existing.unsubscribe).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('replaces a subscription made for other server keys', async () => {
    const existing = fakeSubscription(OTHER_KEY);
    const { deps, pushManager } = setUp({ permission: 'granted', existing });
    expect(await registerForPush(deps)).toBe('registered');
    expect(existing.unsubscribe).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalled();
  });

  it('stops when the user says no, or said no before', async () => {
    for (const state of [{ answer: 'denied' as const }, { permission: 'denied' as const }]) {
      const { deps, pushManager, send } = setUp(state);
      expect(await registerForPush(deps)).toBe('denied');
      expect(pushManager.subscribe).not.toHaveBeenCalled();
      expect(send).not.toHaveBeenCalled();
    }
  });

  it('does nothing without browser support or a server key', async () => {
    const { deps, notifications } = setUp({});
    expect(await registerForPush({ ...deps, notifications: null })).toBe('unsupported');
    expect(await registerForPush({ ...deps, serviceWorkerReady: null })).toBe('unsupported');
    expect(await registerForPush({ ...deps, vapidPublicKey: '' })).toBe('no-key');
    expect(notifications.requestPermission).not.toHaveBeenCalled();
  });

  it('lets a failed send reach the caller (which only logs it)', async () => {
    const { deps } = setUp({ permission: 'granted' });
    const failing = { ...deps, send: async () => Promise.reject(new Error('503')) };
    await expect(registerForPush(failing)).rejects.toThrow('503');
  });
});

describe('base64UrlToBytes', () => {
  it('decodes URL-safe base64 without padding', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes(Buffer.from('hello').toString('base64url'))]).toEqual([
      ...Buffer.from('hello'),
    ]);
  });
});

describe('pushBodyOf', () => {
  it('keeps the address, the keys and the expiry, and nothing else', () => {
    const json = { ...JSON_OF_SUBSCRIPTION, keys: { p256dh: 'p', auth: 'a', extra: 'x' } };
    expect(pushBodyOf(json)).toEqual(JSON_OF_SUBSCRIPTION);
    expect(
      pushBodyOf({ endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } }),
    ).toEqual({ endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } });
  });

  it.each<PushSubscriptionJSON>([
    { keys: { p256dh: 'p', auth: 'a' } },
    { endpoint: 'https://push.example/abc' },
    { endpoint: 'https://push.example/abc', keys: { p256dh: 'p' } },
  ])('refuses a subscription without its address or keys: %j', (json) => {
    expect(() => pushBodyOf(json)).toThrow('no address or keys');
  });
});
