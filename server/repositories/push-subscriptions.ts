// Web-push subscriptions (spec §7 customer/push/register), one row per browser endpoint.
import type { Queryable } from '../db/database';

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * An endpoint belongs to one browser profile, so when another customer signs in there and
 * registers it, the subscription moves to them: notifications follow whoever is signed in.
 */
export async function savePushSubscription(
  q: Queryable,
  customerId: string,
  subscription: PushSubscriptionInput,
): Promise<void> {
  await q.query(
    `insert into push_subscriptions (customer_id, endpoint, keys) values ($1, $2, $3::jsonb)
     on conflict (endpoint) do update
       set customer_id = excluded.customer_id, keys = excluded.keys, updated_at = now()`,
    [customerId, subscription.endpoint, JSON.stringify(subscription.keys)],
  );
}
