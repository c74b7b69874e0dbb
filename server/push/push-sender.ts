import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { PushPayload } from '../../core/contracts/push-payload';
import type { Queryable } from '../db/database';
import { isAllowedPushEndpoint, type PushEndpointPolicy } from './push-endpoint-policy';
import type { VapidKeys } from './vapid-keys';

export interface PushDelivery {
  /** Accepted by the push service. */
  sent: number;
  /** Reported gone by the push service (404/410) and deleted. */
  removed: number;
  /** Refused for another reason, unreachable, or not an address we send to; kept for next time. */
  failed: number;
}

export interface PushSender {
  /** Sends to every subscription of the customer, unless they opted out of notifications. */
  sendToCustomer(customerId: string, payload: PushPayload): Promise<PushDelivery>;
}

export interface PushSenderOptions {
  db: Queryable;
  keys: VapidKeys;
  policy: PushEndpointPolicy;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Told what became of each customer's messages (the metrics count them). */
  onDelivery?: (delivery: PushDelivery) => void;
}

// A wallet notice is stale after a day; the push service drops it rather than deliver it late.
const TTL_SECONDS = 24 * 60 * 60;

interface SubscriptionRow {
  endpoint: string;
  keys: unknown;
}

export function createPushSender(opts: PushSenderOptions): PushSender {
  const post = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 10_000;

  async function deliver(row: SubscriptionRow, body: string): Promise<keyof PushDelivery> {
    const keys = subscriptionKeys(row.keys);
    // Checked again at send time: a name may resolve elsewhere now than when it was registered.
    if (!keys || !(await isAllowedPushEndpoint(row.endpoint, opts.policy))) {
      opts.log?.warn({ endpoint: row.endpoint }, 'push subscription not sendable');
      return 'failed';
    }
    // web-push encrypts (aes128gcm) and signs (VAPID); the request itself goes through fetch,
    // which, unlike web-push's own https-only sender, also reaches a local test push service.
    const request = webpush.generateRequestDetails({ endpoint: row.endpoint, keys }, body, {
      vapidDetails: opts.keys,
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    });
    // fetch works the length out itself and insists on string values.
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
    }
    let status: number;
    try {
      const response = await post(request.endpoint, {
        method: request.method,
        headers,
        body: new Uint8Array(request.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      status = response.status;
    } catch (error) {
      opts.log?.warn({ err: error, endpoint: row.endpoint }, 'push service unreachable');
      return 'failed';
    }
    if (status >= 200 && status < 300) return 'sent';
    if (status === 404 || status === 410) {
      await opts.db.query('delete from push_subscriptions where endpoint = $1', [row.endpoint]);
      return 'removed';
    }
    opts.log?.warn({ endpoint: row.endpoint, status }, 'push service refused the message');
    return 'failed';
  }

  return {
    async sendToCustomer(customerId, payload) {
      const rows = await opts.db.query<SubscriptionRow>(
        `select s.endpoint, s.keys from push_subscriptions s
           join customers c on c.id = s.customer_id
          where s.customer_id = $1 and not c.notification_opt_out`,
        [customerId],
      );
      const body = JSON.stringify(payload);
      const outcomes = await Promise.all(rows.map((row) => deliver(row, body)));
      const delivery: PushDelivery = { sent: 0, removed: 0, failed: 0 };
      for (const outcome of outcomes) delivery[outcome] += 1;
      opts.onDelivery?.(delivery);
      return delivery;
    },
  };
}

function subscriptionKeys(value: unknown): { p256dh: string; auth: string } | null {
  const keys = typeof value === 'string' ? safeJson(value) : value;
  if (typeof keys !== 'object' || keys === null) return null;
  const { p256dh, auth } = keys as Record<string, unknown>;
  return typeof p256dh === 'string' && typeof auth === 'string' ? { p256dh, auth } : null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
