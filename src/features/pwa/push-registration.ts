// Asks for notification permission and hands the browser's push subscription to the server
// (spec §7: POST /api/private/customer/push/register with the subscription JSON).
import type { PushBody } from '../../../core/contracts/push-contract';

export type PushRegistrationOutcome = 'unsupported' | 'no-key' | 'denied' | 'registered';

export interface PushRegistrationDeps {
  /** The server's VAPID public key (GET /config.json), URL-safe base64. */
  vapidPublicKey: string;
  /** null when the browser has no Notification API. */
  notifications: Pick<typeof Notification, 'permission' | 'requestPermission'> | null;
  /** Resolves with the active service worker's registration; null without service workers. */
  serviceWorkerReady: (() => Promise<Pick<ServiceWorkerRegistration, 'pushManager'>>) | null;
  send: (subscription: PushBody) => Promise<unknown>;
}

export async function registerForPush(
  deps: PushRegistrationDeps,
): Promise<PushRegistrationOutcome> {
  const { notifications, serviceWorkerReady } = deps;
  if (!notifications || !serviceWorkerReady) return 'unsupported';
  if (!deps.vapidPublicKey) return 'no-key';
  const permission =
    notifications.permission === 'default'
      ? await notifications.requestPermission()
      : notifications.permission;
  if (permission !== 'granted') return 'denied';

  const { pushManager } = await serviceWorkerReady();
  if (!pushManager) return 'unsupported';
  const serverKey = base64UrlToBytes(deps.vapidPublicKey);
  let subscription = await pushManager.getSubscription();
  // A subscription made for other server keys (a fresh local stack, rotated keys) is useless:
  // the push service refuses messages that are not signed with the key it was made for.
  if (subscription && !sameBytes(subscription.options.applicationServerKey, serverKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: serverKey,
  });
  await deps.send(pushBodyOf(subscription.toJSON()));
  return 'registered';
}

/** The subscription JSON as the call declares it; a browser that leaves out its address or keys
 * has made a subscription no push can reach. */
export function pushBodyOf({ endpoint, expirationTime, keys }: PushSubscriptionJSON): PushBody {
  const { p256dh, auth } = keys ?? {};
  if (!endpoint || !p256dh || !auth)
    throw new Error('The push subscription has no address or keys');
  return {
    endpoint,
    keys: { p256dh, auth },
    ...(expirationTime === undefined ? {} : { expirationTime }),
  };
}

export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameBytes(key: ArrayBuffer | null, expected: Uint8Array): boolean {
  if (!key || key.byteLength !== expected.length) return false;
  const actual = new Uint8Array(key);
  return expected.every((byte, index) => actual[index] === byte);
}
