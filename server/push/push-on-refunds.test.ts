// The whole push path on the server: a customer registers a browser through the API, the operator
// pays (or voids) their refund, and the push service gets a message only that browser can read.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import type { WalletEventListener } from '../ledger/wallet-events';
import { markRefundPaid, markRefundVoid } from '../refunds/refund-operations';
import { type FakeIdentity, startFakeIdentity } from '../test-support/fake-identity';
import { testConfig } from '../test-support/test-config';
import { openTestDatabase } from '../test-support/test-database';
import { TEST_PUSH_POLICY } from '../test-support/test-push-policy';
import { createPushSender } from './push-sender';
import {
  createPushSubscriber,
  type LocalPushService,
  startLocalPushService,
  verifyVapidAuthorization,
} from './testing/local-push-service';
import type { VapidKeys } from './vapid-keys';
import { createWalletPushNotifier } from './wallet-notifications';

// Browsers' push services are https; the local service answers for this one.
const PUSH_SERVICE = 'https://push.example.test';

describe('Web Push on wallet events', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  let identity: FakeIdentity;
  let app: FastifyInstance;
  let push: LocalPushService;
  let keys: VapidKeys;
  let onWalletEvent: WalletEventListener;

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase());
    await migrate(db);
    identity = await startFakeIdentity();
    push = await startLocalPushService();
    keys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:support@tapwallet.example' };
    const sender = createPushSender({
      db,
      keys,
      policy: TEST_PUSH_POLICY,
      fetch: push.fetch,
    });
    onWalletEvent = createWalletPushNotifier({ db, sender });
    app = await buildApp({
      config: testConfig({ IDENTITY_JWKS_URL: identity.jwksUrl }),
      db,
      verifyToken: identity.verifyToken,
      logger: false,
      pushEndpointPolicy: TEST_PUSH_POLICY,
      onWalletEvent,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await push?.close();
    await identity?.close();
    await dispose?.();
  });

  async function signedInCustomer() {
    const sub = `sub-${crypto.randomUUID()}`;
    const headers = { authorization: `Bearer ${await identity.sign({ sub })}` };
    const login = await app.inject({
      method: 'POST',
      url: '/api/private/profile/login',
      headers,
      payload: {
        firstName: 'Ana',
        lastName: 'Tester',
        email: `${sub}@example.com`,
        phone: '',
        locale: 'en',
      },
    });
    expect(login.statusCode).toBe(200);
    const [row] = await db.query<{ id: string }>('select id from customers where sub = $1', [sub]);
    if (!row) throw new Error('profile/login made no customer');
    return { id: row.id, headers };
  }

  /** A FINISHED event's wallet with $50.00, its refund of $47.50 (+$2.50 fee) in a closed batch. */
  async function refundInClosedBatch(customerId: string) {
    const query = async (sql: string, params: unknown[]) => {
      const [row] = await db.query<{ id: string }>(sql, params);
      if (!row) throw new Error(`nothing returned by ${sql}`);
      return row.id;
    };
    const eventId = await query(
      `insert into events (name, state, refund_fee_online_cents) values ($1, 'FINISHED', 250)
       returning id`,
      ['Summer Fest'],
    );
    const ticketId = await query(
      `insert into tickets (event_id, ticket_number, holder_first_name, holder_last_name,
         holder_email, claimed_by, claimed_at)
       values ($1, $2, 'Ana', 'Tester', 'ana@example.com', $3, now()) returning id`,
      [eventId, `T-${crypto.randomUUID()}`, customerId],
    );
    const walletId = await query(
      `insert into wallets (event_id, customer_id, ticket_id, refund_status, balance_cents)
       values ($1, $2, $3, 'PROCESSING', 5000) returning id`,
      [eventId, customerId, ticketId],
    );
    await db.query(
      `insert into wallet_transactions (wallet_id, purchase_reference, category, state, total_cents)
       values ($1, $2, 'TOP_UP', 'COMPLETED', 5000)`,
      [walletId, `CASH-${crypto.randomUUID()}`],
    );
    const batchId = await query(
      `insert into refund_batches (event_id, state, closed_at) values ($1, 'CLOSED', now())
       returning id`,
      [eventId],
    );
    const reference = `R-${crypto.randomUUID()}`;
    await db.query(
      `insert into refunds (reference, wallet_id, batch_id, customer_id, first_name, last_name,
         phone, email, account_number, account_type, currency, total_cents, fee_cents)
       values ($1, $2, $3, $4, 'Ana', 'Tester', '021000000', 'ana@example.com',
         '12-3140-0108534-00', 'NZ', 'NZD', 4750, 250)`,
      [reference, walletId, batchId, customerId],
    );
    return { eventId, walletId, reference };
  }

  async function register(headers: Record<string, string>) {
    const subscriber = createPushSubscriber(push.newEndpoint(201, PUSH_SERVICE));
    const response = await app.inject({
      method: 'POST',
      url: '/api/private/customer/push/register',
      headers,
      payload: subscriber.subscription,
    });
    expect(response.statusCode).toBeLessThan(300);
    return subscriber;
  }

  it('a refund paid by the operator reaches the registered browser, readable only there', async () => {
    const customer = await signedInCustomer();
    const subscriber = await register(customer.headers);
    const { walletId, eventId, reference } = await refundInClosedBatch(customer.id);

    await markRefundPaid(db, reference, { onWalletEvent });

    const { endpoint } = subscriber.subscription;
    const message = await push.nextMessage(endpoint);
    expect(JSON.parse(subscriber.decrypt(message.body))).toEqual({
      title: 'Refund Paid',
      body: 'Summer Fest: $47.50. Your refund has been paid into your bank account.',
      url: `/event/wallet?walletId=${walletId}&eventId=${eventId}`,
      tag: `wallet-${walletId}`,
    });
    const vapid = await verifyVapidAuthorization(message.headers.authorization, endpoint);
    expect(vapid.publicKey).toBe(keys.publicKey);
    // Another browser's keys cannot read it.
    const stranger = createPushSubscriber(endpoint);
    expect(() => stranger.decrypt(message.body)).toThrow();
  });

  it('a refund the operator cancels is announced as well', async () => {
    const customer = await signedInCustomer();
    const subscriber = await register(customer.headers);
    const { reference } = await refundInClosedBatch(customer.id);

    await markRefundVoid(db, reference, { onWalletEvent });

    const message = await push.nextMessage(subscriber.subscription.endpoint);
    expect(JSON.parse(subscriber.decrypt(message.body))).toMatchObject({
      title: 'Refund Cancelled',
    });
  });
});
