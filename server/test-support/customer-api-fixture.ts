// One app per test file for the customer API tests: a fake identity signing real tokens, a
// migrated test database (PGlite, or Postgres with DATABASE_URL) and helpers to put events,
// tickets, tags and ledger rows in it the way the operator and the ledger would.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { one } from '../db/rows';
import type { RegistrationRateLimit } from '../routes/customer-api';
import { countingDatabase } from './counting-database';
import { type FakeIdentity, startFakeIdentity } from './fake-identity';
import { testConfig } from './test-config';
import { openTestDatabase } from './test-database';
import { TEST_PUSH_POLICY } from './test-push-policy';

type EventState = 'DRAFT' | 'PUBLISHED' | 'STARTED' | 'FINISHED' | 'CLOSED' | 'ARCHIVED';

export interface TicketSeed {
  ticketNumber: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  valid?: boolean;
  onlineTopupAllowed?: boolean;
}

export interface LedgerSeed {
  category?: 'PURCHASE' | 'TOP_UP' | 'REFUND' | 'VOID' | 'ACTIVATION';
  state?: 'PENDING' | 'COMPLETED' | 'VOID';
  totalCents: number;
  /** Seconds after a fixed base time, so that the order of rows is known. */
  at?: number;
}

export interface ApiFixture {
  app: FastifyInstance;
  db: Database;
  identity: FakeIdentity;
  /** POSTs a JSON body as this subject (null: without a token). */
  post(sub: string | null, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  /** Signs the subject in through profile/login; returns the customer's id. */
  signIn(
    sub: string,
    details?: { firstName?: string; lastName?: string; email?: string },
  ): Promise<string>;
  event(opts?: { name?: string; state?: EventState }): Promise<string>;
  setEventState(eventId: string, state: EventState): Promise<void>;
  ticket(eventId: string, seed: TicketSeed): Promise<string>;
  /** A tag as issued at the gate, with a wallet unless wallet is false. */
  tag(
    eventId: string,
    uid: string,
    serial: string,
    opts?: { wallet?: boolean },
  ): Promise<{ tagId: string; walletId: string | null }>;
  ledger(walletId: string, rows: LedgerSeed[]): Promise<void>;
  /** How many statements the app sent to the database while run ran. */
  queriesDuring(run: () => Promise<unknown>): Promise<number>;
  /** A digest of every table's contents: equal digests mean nothing was written. */
  fingerprint(): Promise<string>;
  close(): Promise<void>;
}

/** High enough that only the rate-limit tests ever meet it. */
const UNLIMITED: RegistrationRateLimit = { max: 100_000, timeWindowMs: 60_000 };
const BASE_TIME = Date.parse('2026-01-10T10:00:00Z');
const TABLES = [
  'customers',
  'events',
  'event_assets',
  'tickets',
  'tags',
  'wallets',
  'wallet_transactions',
  'purchases',
  'refunds',
  'push_subscriptions',
];

let references = 0;

export async function startApiFixture(
  opts: { registrationRateLimit?: RegistrationRateLimit; embedded?: boolean } = {},
): Promise<ApiFixture> {
  const identity = await startFakeIdentity();
  const { db, dispose } = await openTestDatabase({ embedded: opts.embedded ?? false });
  await migrate(db);
  const counting = countingDatabase(db);
  const app = await buildApp({
    config: testConfig({ IDENTITY_JWKS_URL: identity.jwksUrl }),
    db: counting.db,
    verifyToken: identity.verifyToken,
    logger: false,
    pushEndpointPolicy: TEST_PUSH_POLICY,
    registrationRateLimit: opts.registrationRateLimit ?? UNLIMITED,
  });
  await app.ready();

  const post: ApiFixture['post'] = async (sub, url, payload = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: sub ? { authorization: `Bearer ${await identity.sign({ sub })}` } : {},
      payload: payload as object,
    });

  return {
    app,
    db,
    identity,
    post,
    async signIn(sub, details = {}) {
      const res = await post(sub, '/api/private/profile/login', {
        firstName: details.firstName ?? 'Ann',
        lastName: details.lastName ?? 'Lee',
        email: details.email ?? `${sub}@example.com`,
        phone: '',
        locale: 'en',
      });
      if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
      const row = one(
        await db.query<{ id: string }>('select id from customers where sub = $1', [sub]),
        'customer',
      );
      return row.id;
    },
    async event({ name = 'Harbour Lights', state = 'PUBLISHED' } = {}) {
      const row = one(
        await db.query<{ id: string }>(
          `insert into events (name, state, activation_fee_online_cents, credit_card_fee_bp,
             refund_fee_online_cents, contract_code)
           values ($1, $2, 400, 250, 275, 'HLF') returning id`,
          [name, state],
        ),
        'event',
      );
      return row.id;
    },
    async setEventState(eventId, state) {
      await db.query('update events set state = $2 where id = $1', [eventId, state]);
    },
    async ticket(eventId, seed) {
      const row = one(
        await db.query<{ id: string }>(
          `insert into tickets (event_id, ticket_number, holder_first_name, holder_last_name,
             holder_email, valid, online_topup_allowed)
           values ($1, $2, $3, $4, $5, $6, $7) returning id`,
          [
            eventId,
            seed.ticketNumber,
            seed.firstName ?? 'Ann',
            seed.lastName ?? 'Lee',
            seed.email ?? 'ann@example.com',
            seed.valid ?? true,
            seed.onlineTopupAllowed ?? true,
          ],
        ),
        'ticket',
      );
      return row.id;
    },
    async tag(eventId, uid, serial, { wallet = true } = {}) {
      const tag = one(
        await db.query<{ id: string }>(
          'insert into tags (event_id, uid, serial) values ($1, $2, $3) returning id',
          [eventId, uid, serial],
        ),
        'tag',
      );
      if (!wallet) return { tagId: tag.id, walletId: null };
      const row = one(
        await db.query<{ id: string }>(
          'insert into wallets (event_id, tag_id) values ($1, $2) returning id',
          [eventId, tag.id],
        ),
        'wallet',
      );
      return { tagId: tag.id, walletId: row.id };
    },
    async ledger(walletId, rows) {
      const columns = rows.map((row) => {
        references += 1;
        return {
          reference: `REF-${process.pid}-${references}`,
          category: row.category ?? (row.totalCents >= 0 ? 'TOP_UP' : 'PURCHASE'),
          state: row.state ?? 'COMPLETED',
          totalCents: row.totalCents,
          createdAt: new Date(BASE_TIME + (row.at ?? references) * 1000).toISOString(),
        };
      });
      await db.query(
        `insert into wallet_transactions (wallet_id, purchase_reference, category, state,
           total_cents, created_at)
         select $1, * from unnest($2::text[], $3::text[], $4::text[], $5::int[], $6::timestamptz[])`,
        [
          walletId,
          columns.map((c) => c.reference),
          columns.map((c) => c.category),
          columns.map((c) => c.state),
          columns.map((c) => c.totalCents),
          columns.map((c) => c.createdAt),
        ],
      );
      // Written around the ledger for speed, so the wallet's kept balance is set here as well.
      const completedCents = columns
        .filter((c) => c.state === 'COMPLETED')
        .reduce((sum, c) => sum + c.totalCents, 0);
      await db.query('update wallets set balance_cents = balance_cents + $2 where id = $1', [
        walletId,
        completedCents,
      ]);
    },
    async queriesDuring(run) {
      const before = counting.count();
      await run();
      return counting.count() - before;
    },
    async fingerprint() {
      const digests = TABLES.map(
        (table) =>
          `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t)`,
      );
      const [row] = await db.query<{ digest: string }>(
        `select concat_ws(' ', ${digests.join(', ')}) as digest`,
      );
      return row?.digest ?? '';
    },
    async close() {
      await app.close();
      await dispose();
      await identity.close();
    },
  };
}
