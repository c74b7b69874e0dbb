// DESIGN §8 Notifications: a tap purchase reaches its holder's browser once, however many server
// instances announce it and however often the reader replays it; a fall below the holder's
// low-balance level is told once too; an opted-out customer is never sent anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { runAdmin } from '../../scripts/admin/run-admin';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import type { WalletEventListener } from '../ledger/wallet-events';
import { openTestDatabase } from '../test-support/test-database';
import { TEST_PUSH_POLICY } from '../test-support/test-push-policy';
import { createPushSender } from './push-sender';
import {
  createPushSubscriber,
  type LocalPushService,
  type PushSubscriber,
  startLocalPushService,
} from './testing/local-push-service';
import { createWalletPushNotifier } from './wallet-notifications';

const PUSH_SERVICE = 'https://push.example.test';

describe('Web Push on tap purchases', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  let push: LocalPushService;
  /** Two server instances on one database, each with its own notifier. */
  let instances: WalletEventListener[];
  let eventId: string;

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase());
    await migrate(db);
    push = await startLocalPushService();
    const keys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:support@tapwallet.example' };
    instances = [1, 2].map(() =>
      createWalletPushNotifier({
        db,
        sender: createPushSender({ db, keys, policy: TEST_PUSH_POLICY, fetch: push.fetch }),
      }),
    );
    const [event] = await db.query<{ id: string }>(
      `insert into events (name, state) values ('Summer Fest', 'STARTED') returning id`,
    );
    eventId = event?.id ?? '';
  });
  afterAll(async () => {
    await push?.close();
    await dispose?.();
  });

  /** A customer with a registered band holding $20.00 and a subscribed browser. */
  async function holder(uid: string, opts: { optOut?: boolean; levelCents?: number } = {}) {
    const [customer] = await db.query<{ id: string }>(
      `insert into customers (sub, email, notification_opt_out, low_balance_cents)
       values ($1, $2, $3, $4) returning id`,
      [`sub-${uid}`, `${uid}@example.com`, opts.optOut ?? false, opts.levelCents ?? null],
    );
    const [tag] = await db.query<{ id: string }>(
      `insert into tags (event_id, uid, serial, claimed_by, claimed_at)
       values ($1, $2, '123', $3, now()) returning id`,
      [eventId, uid, customer?.id],
    );
    await db.query('insert into wallets (event_id, customer_id, tag_id) values ($1, $2, $3)', [
      eventId,
      customer?.id,
      tag?.id,
    ]);
    const subscriber = createPushSubscriber(push.newEndpoint(201, PUSH_SERVICE));
    await db.query(
      'insert into push_subscriptions (customer_id, endpoint, keys) values ($1, $2, $3::jsonb)',
      [
        customer?.id,
        subscriber.subscription.endpoint,
        JSON.stringify(subscriber.subscription.keys),
      ],
    );
    await tap(['topup', eventId, '--uid', uid, '--amount', '20', '--method', 'cash']);
    return subscriber;
  }

  async function tap(argv: string[], onWalletEvent?: WalletEventListener): Promise<void> {
    const code = await runAdmin(['tap', ...argv], { db, out: () => {}, onWalletEvent });
    expect(code).toBe(0);
  }

  const messagesOf = (subscriber: PushSubscriber) =>
    push.received
      .filter((message) => subscriber.subscription.endpoint.endsWith(message.path))
      .map(
        (message) =>
          JSON.parse(subscriber.decrypt(message.body)) as { title: string; body: string },
      );

  it('tells the holder of each purchase and of the fall below their level, once each', async () => {
    const subscriber = await holder('04AA000000A001', { levelCents: 1500 });
    const purchase = ['purchase', eventId, '--uid', '04AA000000A001', '--amount', '7.25'];
    const sale = [...purchase, '--vendor', 'Bar 3', '--reference', 'BAR3-A1'];
    // Both instances announce the sale, and the reader sends it again.
    for (const instance of [...instances, instances[0]]) await tap(sale, instance);
    await tap([...purchase, '--reference', 'BAR3-A2'], instances[1]);
    await push.nextMessage(subscriber.subscription.endpoint);
    expect(messagesOf(subscriber)).toEqual([
      expect.objectContaining({ title: 'Purchase', body: '$7.25 at Bar 3 — balance $12.75' }),
      expect.objectContaining({
        title: 'Low Balance',
        body: 'Summer Fest: your balance is $12.75, below your $15.00 alert',
      }),
      // Already below the level: no second alert.
      expect.objectContaining({ title: 'Purchase', body: '$7.25 purchase — balance $5.50' }),
    ]);
  });

  it('sends an opted-out customer nothing', async () => {
    const subscriber = await holder('04AA000000A002', { optOut: true, levelCents: 1500 });
    for (const instance of instances) {
      await tap(['purchase', eventId, '--uid', '04AA000000A002', '--amount', '7.25'], instance);
    }
    expect(messagesOf(subscriber)).toEqual([]);
    // Both purchases were announced (and claimed), and nothing went out.
    const [claimed] = await db.query<{ n: number }>(
      `select count(*)::int as n from push_notices n
       join wallet_transactions t on t.purchase_reference = n.reference
       join wallets w on w.id = t.wallet_id join tags g on g.id = w.tag_id
       where g.uid = '04AA000000A002' and n.event_type = 'PURCHASE_TAPPED'`,
    );
    expect(claimed?.n).toBe(2);
  });
});
