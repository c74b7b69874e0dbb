// The refund rush: thousands of customers lodge their refunds as the window opens, each pressing
// the button twice at once, on PostgreSQL. Every customer must end with exactly one refund: none
// lost, none duplicated. `concurrency` customers are lodging at any moment, so the latency of a
// request is the server's (with its queues), not time spent waiting for a client socket.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadServerConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { startServer } from '../../server/main';
import { createBenchTokens } from './bench-tokens';
import type { BurstAnswers, BurstRequest } from './refund-burst-client';
import { percentile } from './report';

export interface RefundBurstResult {
  customers: number;
  requests: number;
  seconds: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  /** 99th percentile of the request latencies, in milliseconds. */
  p99Ms: number;
  refundRows: number;
  walletsWithRefund: number;
  walletsProcessing: number;
}

const ACCOUNT = '01-0902-0068389-00';
const BALANCE_CENTS = 2000;
const FEE_CENTS = 250;

/** The URL with its own search_path, so the bench never touches the database's other tables. */
export function withSearchPath(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

// The child inherits this process's loader flags (tsx), so it can be a TypeScript module.
function lodgeInChild(request: BurstRequest): Promise<BurstAnswers> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./refund-burst-client.ts', import.meta.url), { stdio: 'inherit' });
    let answers: BurstAnswers | undefined;
    child.once('message', (message: BurstAnswers) => {
      answers = message;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (answers) resolve(answers);
      else reject(new Error(`The customers' process ended (code ${code}) without answers`));
    });
    child.send(request);
  });
}

export async function runRefundBurst(opts: {
  databaseUrl: string;
  customers: number;
  /** Customers lodging at the same moment (each with two requests in flight). */
  concurrency: number;
}): Promise<RefundBurstResult> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const setup = await openDatabase({ url: opts.databaseUrl, schema });
  const tokens = await createBenchTokens();
  try {
    const config = loadServerConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: withSearchPath(opts.databaseUrl, schema),
      IDENTITY_ENDPOINT: 'http://127.0.0.1:9',
      USER_POOL_ID: 'bench-only-pool',
      USER_POOL_CLIENT_ID: 'bench-client',
      // BENCH_LOG_LEVEL=error shows why a request failed (the API answers a bare 500).
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    });
    const server = await startServer({ config, verifyToken: tokens.verifyToken });
    try {
      const eventId = await createCustomersWithWallets(setup, opts.customers);
      const wallets = await setup.query<{ walletId: string; sub: string; uid: string }>(
        `select w.id as "walletId", c.sub, g.uid from wallets w
         join customers c on c.id = w.customer_id join tags g on g.id = w.tag_id
         where w.event_id = $1`,
        [eventId],
      );
      const signed = await Promise.all(
        wallets.map(async (wallet) => ({ ...wallet, token: await tokens.sign(wallet.sub) })),
      );
      const lodgings = signed.map((wallet) => ({
        token: wallet.token,
        body: {
          firstName: 'Bench',
          lastName: 'Customer',
          phone: '+64211234567',
          email: `${wallet.sub}@example.com`,
          accountNumber: ACCOUNT,
          refundTotal: (BALANCE_CENTS - FEE_CENTS) / 100,
          refundFee: FEE_CENTS / 100,
          tagNumber: wallet.uid,
          ticketNumber: null,
          walletId: wallet.walletId,
          eventId,
          eventDetailId: null,
          refundCurrency: 'NZD',
        },
      }));
      const {
        statuses: answered,
        latenciesMs,
        seconds,
      } = await lodgeInChild({
        url: `${server.url}/api/private/customer/refund/create`,
        lodgings,
        concurrency: opts.concurrency,
      });
      const statuses: Record<string, number> = {};
      for (const status of answered) statuses[status] = (statuses[status] ?? 0) + 1;
      const [counts] = await setup.query<{
        refundRows: number;
        walletsWithRefund: number;
        walletsProcessing: number;
      }>(
        `select (select count(*) from refunds r join wallets w on w.id = r.wallet_id
                 where w.event_id = $1)::int as "refundRows",
           (select count(distinct r.wallet_id) from refunds r join wallets w on w.id = r.wallet_id
             where w.event_id = $1)::int as "walletsWithRefund",
           (select count(*) from wallets where event_id = $1
             and refund_status = 'PROCESSING')::int as "walletsProcessing"`,
        [eventId],
      );
      return {
        customers: opts.customers,
        requests: answered.length,
        seconds,
        statuses,
        p99Ms: percentile(latenciesMs, 0.99),
        refundRows: counts?.refundRows ?? 0,
        walletsWithRefund: counts?.walletsWithRefund ?? 0,
        walletsProcessing: counts?.walletsProcessing ?? 0,
      };
    } finally {
      await server.close();
    }
  } finally {
    await setup.exec(`drop schema if exists ${schema} cascade`).catch(() => {});
    await setup.close();
  }
}

/** A FINISHED event with refunds open, and per customer a tag wallet holding $20.00. */
async function createCustomersWithWallets(
  db: Awaited<ReturnType<typeof openDatabase>>,
  customers: number,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [event] = await tx.query<{ id: string }>(
      `insert into events (name, state, refund_fee_online_cents, contract_code)
       values ('Refund Rush', 'FINISHED', $1, 'BENCH') returning id`,
      [FEE_CENTS],
    );
    if (!event) throw new Error('event not created');
    await tx.query('insert into refund_batches (event_id) values ($1)', [event.id]);
    await tx.query(
      `with numbers as (select generate_series(1, $2::int) as n),
       inserted_customers as (
         insert into customers (sub, email, first_name, last_name)
         select 'bench-' || n, 'bench-' || n || '@example.com', 'Bench', 'Customer' from numbers
         returning id, sub),
       inserted_tags as (
         insert into tags (event_id, uid, serial, claimed_by, claimed_at)
         select $1, 'BN' || lpad(split_part(sub, '-', 2), 12, '0'), '999', id, now()
         from inserted_customers
         returning id, claimed_by)
       insert into wallets (event_id, customer_id, tag_id, refund_status)
       select $1, claimed_by, id, 'AVAILABLE' from inserted_tags`,
      [event.id, customers],
    );
    await tx.query(
      `insert into wallet_transactions (wallet_id, purchase_reference, category, state,
         total_cents, description)
       select id, 'BENCH-TOPUP-' || id, 'TOP_UP', 'COMPLETED', $2, 'Cash top up'
       from wallets where event_id = $1`,
      [event.id, BALANCE_CENTS],
    );
    await tx.query('update wallets set balance_cents = $2 where event_id = $1', [
      event.id,
      BALANCE_CENTS,
    ]);
    return event.id;
  });
}
