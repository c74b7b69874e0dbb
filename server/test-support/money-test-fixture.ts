// Test support for the money code: one app per test file (fake identity signing real tokens, a
// migrated test database: PGlite, or Postgres with DATABASE_URL) and helpers that put customers,
// events and wallets in it the way registration and the operator would.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { Env } from '../config';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { one } from '../db/rows';
import { postLedgerEntry } from '../ledger/ledger';
import type { WalletEvent } from '../ledger/wallet-events';
import type { PaymentProvider } from '../payments/payment-provider';
import { type FakeIdentity, startFakeIdentity } from './fake-identity';
import { testConfig } from './test-config';
import { openTestDatabase } from './test-database';

type EventState = 'DRAFT' | 'PUBLISHED' | 'STARTED' | 'FINISHED' | 'CLOSED' | 'ARCHIVED';

export interface EventSeed {
  state?: EventState;
  currency?: string;
  activationFeeCents?: number;
  cardFeeBasisPoints?: number;
  refundFeeCents?: number;
  contractCode?: string;
}

export interface WalletSeed {
  eventId: string;
  customerId?: string | null;
  /** A ticket (the default), with its flags. */
  ticket?: false | { valid?: boolean; onlineTopUp?: boolean };
  /** Attach a tag (a card has been issued). */
  tag?: boolean;
  refundStatus?: 'NOT_AVAILABLE' | 'AVAILABLE' | 'PROCESSING' | 'COMPLETED' | 'VOID';
}

export interface SeededWallet {
  id: string;
  ticketNumber: string | null;
  tagUid: string | null;
}

export const TEST_ORIGIN = 'http://localhost:5173';

// $4.00 activation, 5% card fee, $2.50 refund fee: the usual card of the terms.
const DEFAULT_EVENT: Required<EventSeed> = {
  state: 'PUBLISHED',
  currency: 'NZD',
  activationFeeCents: 400,
  cardFeeBasisPoints: 500,
  refundFeeCents: 250,
  contractCode: 'HLF',
};

const WRITABLE_TABLES = [
  'customers',
  'events',
  'tickets',
  'tags',
  'wallets',
  'wallet_transactions',
  'purchases',
  'purchase_items',
  'refund_batches',
  'refunds',
  'donations',
];

/**
 * What the SPA sends for a first online top-up of `amount` dollars at an event seeded with the
 * defaults above (5 % card fee, $4.00 activation fee), written out rather than computed so the
 * server's own fee rules are checked against independent figures.
 */
export function topUpRequestBody(walletId: string, eventId: string, amount: number, uid = '') {
  const item = (code: string, name: string, price: number, category: string) => ({
    code,
    name,
    price,
    currency: 'NZD',
    quantity: 1,
    category,
  });
  return {
    uid,
    walletId,
    description: 'Online Top Up',
    currency: 'NZD',
    category: 'TOP_UP',
    purchaseItemList: [
      item('TOP_UP', 'Online Top Up', amount, 'TOP_UP'),
      item('CARD_FEE', 'Card Fee', -(amount * 5) / 100, 'TOP_UP'),
      item('ACTIVATION_FEE', 'Activation Fee', -4, 'ACTIVATION'),
    ],
    requestOrigin: TEST_ORIGIN,
    contractCode: 'HLF',
    eventId,
  };
}

export function uniqueId(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

export async function insertCustomer(db: Database, sub = uniqueId('sub')): Promise<string> {
  const row = one(
    await db.query<{ id: string }>(
      `insert into customers (sub, email, first_name, last_name) values ($1, $2, 'Ana', 'Tester')
       returning id`,
      [sub, `${sub.toLowerCase()}@example.com`],
    ),
    'customer',
  );
  return row.id;
}

export async function insertEvent(db: Database, seed: EventSeed = {}): Promise<string> {
  const e = { ...DEFAULT_EVENT, ...seed };
  const row = one(
    await db.query<{ id: string }>(
      `insert into events (name, state, currency, activation_fee_online_cents, credit_card_fee_bp,
         refund_fee_online_cents, contract_code)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [
        uniqueId('Event'),
        e.state,
        e.currency,
        e.activationFeeCents,
        e.cardFeeBasisPoints,
        e.refundFeeCents,
        e.contractCode,
      ],
    ),
    'event',
  );
  return row.id;
}

export async function setEventState(db: Database, eventId: string, state: EventState) {
  await db.query('update events set state = $2 where id = $1', [eventId, state]);
}

export async function insertWallet(db: Database, seed: WalletSeed): Promise<SeededWallet> {
  let ticketId: string | null = null;
  let ticketNumber: string | null = null;
  if (seed.ticket !== false) {
    ticketNumber = uniqueId('T');
    ticketId = one(
      await db.query<{ id: string }>(
        `insert into tickets (event_id, ticket_number, holder_first_name, holder_last_name,
           holder_email, valid, online_topup_allowed, claimed_by, claimed_at)
         values ($1, $2, 'Ana', 'Tester', 'ana@example.com', $3, $4, $5,
           case when $5::uuid is null then null else now() end)
         returning id`,
        [
          seed.eventId,
          ticketNumber,
          seed.ticket?.valid ?? true,
          seed.ticket?.onlineTopUp ?? true,
          seed.customerId ?? null,
        ],
      ),
      'ticket',
    ).id;
  }
  let tagId: string | null = null;
  let tagUid: string | null = null;
  if (seed.tag) {
    tagUid = `04${randomBytes(6).toString('hex').toUpperCase()}`;
    tagId = one(
      await db.query<{ id: string }>(
        `insert into tags (event_id, uid, serial, claimed_by, claimed_at)
         values ($1, $2, '1234', $3, case when $3::uuid is null then null else now() end)
         returning id`,
        [seed.eventId, tagUid, seed.customerId ?? null],
      ),
      'tag',
    ).id;
  }
  const wallet = one(
    await db.query<{ id: string }>(
      `insert into wallets (event_id, customer_id, ticket_id, tag_id, refund_status)
       values ($1, $2, $3, $4, $5) returning id`,
      [
        seed.eventId,
        seed.customerId ?? null,
        ticketId,
        tagId,
        seed.refundStatus ?? 'NOT_AVAILABLE',
      ],
    ),
    'wallet',
  );
  return { id: wallet.id, ticketNumber, tagUid };
}

/** A completed cash top-up (operator side), so the wallet has a balance to spend or refund. */
export async function creditWallet(db: Database, walletId: string, cents: number): Promise<void> {
  await db.transaction((tx) =>
    postLedgerEntry(tx, {
      walletId,
      reference: uniqueId('CASH'),
      category: 'TOP_UP',
      totalCents: cents,
      description: 'Cash top up',
    }),
  );
}

export async function tapPurchase(db: Database, walletId: string, cents: number): Promise<void> {
  await db.transaction((tx) =>
    postLedgerEntry(tx, {
      walletId,
      reference: uniqueId('TAP'),
      category: 'PURCHASE',
      totalCents: -cents,
      description: 'Bar',
    }),
  );
}

export interface MoneyApp {
  app: FastifyInstance;
  db: Database;
  identity: FakeIdentity;
  /** Wallet events the app raised, in order. */
  walletEvents: WalletEvent[];
  /** POSTs JSON as this subject (null: without a token). */
  post(sub: string | null, url: string, payload: unknown): Promise<LightMyRequestResponse>;
  /** A digest of every table the money code writes: equal digests mean nothing was written. */
  fingerprint(): Promise<string>;
  close(): Promise<void>;
}

export async function startMoneyApp(
  opts: { payments?: PaymentProvider; env?: Env; logger?: FastifyServerOptions['logger'] } = {},
): Promise<MoneyApp> {
  const identity = await startFakeIdentity();
  const { db, dispose } = await openTestDatabase();
  await migrate(db);
  const walletEvents: WalletEvent[] = [];
  const app = await buildApp({
    config: testConfig({
      IDENTITY_JWKS_URL: identity.jwksUrl,
      PUBLIC_ORIGIN: TEST_ORIGIN,
      ...opts.env,
    }),
    db,
    verifyToken: identity.verifyToken,
    logger: opts.logger ?? false,
    payments: opts.payments,
    onWalletEvent: (event) => {
      walletEvents.push(event);
    },
  });
  await app.ready();
  return {
    app,
    db,
    identity,
    walletEvents,
    async post(sub, url, payload) {
      const headers: Record<string, string> = {};
      if (sub !== null) headers.authorization = `Bearer ${await identity.sign({ sub })}`;
      return app.inject({ method: 'POST', url, headers, payload: payload as object });
    },
    async fingerprint() {
      const parts: string[] = [];
      for (const table of WRITABLE_TABLES) {
        const sum = one(
          await db.query<{ n: number; digest: string | null }>(
            `select count(*)::bigint as n,
               md5(string_agg(md5(t::text), ',' order by md5(t::text))) as digest
             from ${table} t`,
          ),
          table,
        );
        parts.push(`${table}:${sum.n}:${sum.digest ?? ''}`);
      }
      return parts.join('|');
    },
    async close() {
      await app.close();
      await dispose();
      await identity.close();
    },
  };
}
