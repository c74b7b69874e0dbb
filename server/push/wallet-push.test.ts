import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { createServerMetrics } from '../metrics/server-metrics';
import { sampleOf } from '../test-support/prometheus-text';
import { testConfig } from '../test-support/test-config';
import { openTestDatabase } from '../test-support/test-database';
import {
  createPushSubscriber,
  type LocalPushService,
  startLocalPushService,
  verifyVapidAuthorization,
} from './testing/local-push-service';
import { VAPID_KEYS_FILE } from './vapid-keys';
import { createWalletPush, withVapidPublicKey } from './wallet-push';

describe('wallet push wiring', () => {
  let dataDir: string;
  let db: Database;
  let dispose: () => Promise<void>;
  let push: LocalPushService;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tapwallet-push-'));
    ({ db, dispose } = await openTestDatabase());
    await migrate(db);
    push = await startLocalPushService();
  });
  afterAll(async () => {
    await push?.close();
    await dispose?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  const localStack = () =>
    testConfig({
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: 'http://localhost:8080',
      PUSH_TEST_SERVICE_ON_LOOPBACK: '1',
    });

  it('puts the public key of the stored pair into the runtime config', async () => {
    const config = await withVapidPublicKey(localStack(), {});
    const stored = JSON.parse(await readFile(path.join(dataDir, VAPID_KEYS_FILE), 'utf8'));
    expect(config.vapidPublicKey).toBe(stored.publicKey);
    expect((await withVapidPublicKey(localStack(), {})).vapidPublicKey).toBe(stored.publicKey);
  });

  it("sends a local stack's wallet events to a loopback push service, signed with that key", async () => {
    const config = await withVapidPublicKey(localStack(), {});
    const [customer] = await db.query<{ id: string }>(
      `insert into customers (sub, email) values ('sub-wiring', 'w@example.com') returning id`,
    );
    const [event] = await db.query<{ id: string }>(
      `insert into events (name, state) values ('Winter Fest', 'FINISHED') returning id`,
    );
    const [tag] = await db.query<{ id: string }>(
      `insert into tags (event_id, uid, serial) values ($1, '04AABBCCDDEEFF', '1234') returning id`,
      [event?.id],
    );
    const [wallet] = await db.query<{ id: string }>(
      'insert into wallets (event_id, customer_id, tag_id) values ($1, $2, $3) returning id',
      [event?.id, customer?.id, tag?.id],
    );
    const subscriber = createPushSubscriber(push.newEndpoint());
    await db.query(
      'insert into push_subscriptions (customer_id, endpoint, keys) values ($1, $2, $3::jsonb)',
      [
        customer?.id,
        subscriber.subscription.endpoint,
        JSON.stringify(subscriber.subscription.keys),
      ],
    );

    const metrics = createServerMetrics();
    const onWalletEvent = await createWalletPush({ db, config, env: {}, metrics });
    await onWalletEvent({
      type: 'REFUND_CANCELLED',
      walletId: wallet?.id ?? '',
      customerId: customer?.id ?? '',
      reference: 'R-1',
      totalCents: 1_000,
    });

    const message = await push.nextMessage(subscriber.subscription.endpoint);
    expect(JSON.parse(subscriber.decrypt(message.body)).body).toMatch(/^Winter Fest: /);
    const vapid = await verifyVapidAuthorization(
      message.headers.authorization,
      subscriber.subscription.endpoint,
    );
    expect(vapid.publicKey).toBe(config.vapidPublicKey);
    expect(vapid.claims.sub).toBe(`mailto:${config.supportEmail}`);
    const scraped = await metrics.registry.metrics();
    expect(sampleOf(scraped, 'push_sends_total', { outcome: 'sent' })).toBe(1);
  });
});
