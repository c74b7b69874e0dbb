import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openTestDatabase } from '../test-support/test-database';
import { PUBLIC_ADDRESS, TEST_PUSH_POLICY } from '../test-support/test-push-policy';
import { createPushSender, type PushSender } from './push-sender';
import {
  createPushSubscriber,
  type LocalPushService,
  type PushSubscriber,
  startLocalPushService,
  verifyVapidAuthorization,
} from './testing/local-push-service';
import type { VapidKeys } from './vapid-keys';

const PAYLOAD = { title: 'Refund Paid', body: 'Summer Fest: $47.50.', url: '/event/wallet' };

describe('createPushSender', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  let push: LocalPushService;
  let keys: VapidKeys;
  let sender: PushSender;
  const warnings: unknown[] = [];

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase());
    await migrate(db);
    push = await startLocalPushService();
    keys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:support@tapwallet.example' };
    sender = createPushSender({
      db,
      keys,
      policy: { ...TEST_PUSH_POLICY, allowLoopbackTestService: true },
      log: { warn: (...args: unknown[]) => void warnings.push(args) },
    });
  });
  afterAll(async () => {
    await push?.close();
    await dispose?.();
  });

  async function customer(opts: { optOut?: boolean } = {}): Promise<string> {
    const sub = `sub-${crypto.randomUUID()}`;
    const [row] = await db.query<{ id: string }>(
      `insert into customers (sub, email, notification_opt_out) values ($1, $2, $3) returning id`,
      [sub, `${sub}@example.com`, opts.optOut ?? false],
    );
    if (!row) throw new Error('no customer');
    return row.id;
  }

  async function subscribe(customerId: string, status = 201): Promise<PushSubscriber> {
    const subscriber = createPushSubscriber(push.newEndpoint(status));
    const { endpoint, keys: subscriptionKeys } = subscriber.subscription;
    await db.query(
      'insert into push_subscriptions (customer_id, endpoint, keys) values ($1, $2, $3::jsonb)',
      [customerId, endpoint, JSON.stringify(subscriptionKeys)],
    );
    return subscriber;
  }

  async function endpoints(customerId: string): Promise<string[]> {
    const rows = await db.query<{ endpoint: string }>(
      'select endpoint from push_subscriptions where customer_id = $1 order by endpoint',
      [customerId],
    );
    return rows.map((row) => row.endpoint);
  }

  it('sends an encrypted, VAPID-signed message to every subscription of the customer', async () => {
    const customerId = await customer();
    const phone = await subscribe(customerId);
    const laptop = await subscribe(customerId);
    const someoneElse = await subscribe(await customer());

    const delivery = await sender.sendToCustomer(customerId, PAYLOAD);

    expect(delivery).toEqual({ sent: 2, removed: 0, failed: 0 });
    for (const subscriber of [phone, laptop]) {
      const { endpoint } = subscriber.subscription;
      const message = await push.nextMessage(endpoint);
      expect(message.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(message.headers.ttl)).toBe(86_400);
      expect(JSON.parse(subscriber.decrypt(message.body))).toEqual(PAYLOAD);
      const vapid = await verifyVapidAuthorization(message.headers.authorization, endpoint);
      expect(vapid.publicKey).toBe(keys.publicKey);
      expect(vapid.claims.sub).toBe(keys.subject);
    }
    const other = new URL(someoneElse.subscription.endpoint).pathname;
    expect(push.received.some((message) => message.path === other)).toBe(false);
  });

  it('deletes subscriptions the push service reports gone and keeps those that failed', async () => {
    const customerId = await customer();
    const live = await subscribe(customerId, 201);
    await subscribe(customerId, 410);
    await subscribe(customerId, 404);
    const overloaded = await subscribe(customerId, 503);

    const delivery = await sender.sendToCustomer(customerId, PAYLOAD);

    expect(delivery).toEqual({ sent: 1, removed: 2, failed: 1 });
    expect(await endpoints(customerId)).toEqual(
      [live, overloaded].map((s) => s.subscription.endpoint).sort(),
    );
  });

  it('sends nothing to a customer who opted out of notifications', async () => {
    const customerId = await customer({ optOut: true });
    const subscriber = await subscribe(customerId);
    const before = push.received.length;

    expect(await sender.sendToCustomer(customerId, PAYLOAD)).toEqual({
      sent: 0,
      removed: 0,
      failed: 0,
    });
    expect(push.received.length).toBe(before);
    expect(await endpoints(customerId)).toEqual([subscriber.subscription.endpoint]);
  });

  it('does not post to an address the policy forbids, nor with damaged keys', async () => {
    const strict = createPushSender({ db, keys, policy: TEST_PUSH_POLICY });
    const customerId = await customer();
    await subscribe(customerId);
    const before = push.received.length;

    expect(await strict.sendToCustomer(customerId, PAYLOAD)).toEqual({
      sent: 0,
      removed: 0,
      failed: 1,
    });

    const damaged = await customer();
    await db.query(
      `insert into push_subscriptions (customer_id, endpoint, keys) values ($1, $2, '{}'::jsonb)`,
      [damaged, push.newEndpoint()],
    );
    expect(await sender.sendToCustomer(damaged, PAYLOAD)).toEqual({
      sent: 0,
      removed: 0,
      failed: 1,
    });
    expect(push.received.length).toBe(before);
  });

  it('checks the addresses again at send time: a name now resolving inward is not posted to', async () => {
    let answer = [PUBLIC_ADDRESS];
    const rebinding = createPushSender({
      db,
      keys,
      policy: { allowLoopbackTestService: false, resolveHost: async () => answer },
      fetch: push.fetch,
    });
    const customerId = await customer();
    const subscriber = createPushSubscriber(push.newEndpoint(201, 'https://push.example.com'));
    await db.query(
      'insert into push_subscriptions (customer_id, endpoint, keys) values ($1, $2, $3::jsonb)',
      [customerId, subscriber.subscription.endpoint, JSON.stringify(subscriber.subscription.keys)],
    );
    expect((await rebinding.sendToCustomer(customerId, PAYLOAD)).sent).toBe(1);
    const before = push.received.length;
    answer = [PUBLIC_ADDRESS, '127.0.0.1'];
    expect(await rebinding.sendToCustomer(customerId, PAYLOAD)).toEqual({
      sent: 0,
      removed: 0,
      failed: 1,
    });
    expect(push.received.length).toBe(before);
  });

  it('counts an unreachable push service as failed and keeps the subscription', async () => {
    const customerId = await customer();
    const subscriber = createPushSubscriber('http://127.0.0.1:9/push/closed-port');
    await db.query(
      'insert into push_subscriptions (customer_id, endpoint, keys) values ($1, $2, $3::jsonb)',
      [customerId, subscriber.subscription.endpoint, JSON.stringify(subscriber.subscription.keys)],
    );
    expect(await sender.sendToCustomer(customerId, PAYLOAD)).toEqual({
      sent: 0,
      removed: 0,
      failed: 1,
    });
    expect(await endpoints(customerId)).toEqual([subscriber.subscription.endpoint]);
  });
});
