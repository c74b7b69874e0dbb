// `npm run bench`: load figures of the real stack on loopback. Not part of the tests.
//  1. POST /api/private/customer with a real identity token against GET /health.
//  2. POST /api/private/customer/wallet for a wallet with 10 and with 10 000 transactions.
//  3. With DATABASE_URL (PostgreSQL): 2 000 customers lodge refunds at once, twice each.
// BENCH_SECONDS (1–60, default 5) sets the length of each load run.
import { startBenchStack } from './bench/bench-stack';
import { createAgent, postJson } from './bench/http-client';
import { type LoadRun, measure } from './bench/measure';
import { runRefundBurst } from './bench/refund-burst';
import { loadTable, ratio } from './bench/report';
import { createWalletWithHistory } from './bench/wallet-history';

const CONNECTIONS = 10;
const REFUND_CUSTOMERS = 2000;
const log = (line = '') => console.log(line);

function durationSeconds(): number {
  const value = Number(process.env.BENCH_SECONDS ?? '5');
  if (!Number.isInteger(value) || value < 1 || value > 60) {
    throw new Error('BENCH_SECONDS must be a whole number from 1 to 60');
  }
  return value;
}

async function loadFigures(seconds: number): Promise<void> {
  log('Starting identity, API server (PGlite) and demo data on loopback…');
  const stack = await startBenchStack();
  const agent = createAgent(4);
  try {
    const run = (label: string, path: string, body?: unknown) =>
      measure({
        label,
        url: `${stack.url}${path}`,
        method: body === undefined ? 'GET' : 'POST',
        token: body === undefined ? undefined : stack.demoToken,
        body,
        durationSeconds: seconds,
        connections: CONNECTIONS,
      });

    log(`Each run: ${seconds} s, ${CONNECTIONS} connections.`);
    const health = await run('GET /health', '/health');
    const customer = await run('POST /api/private/customer (real token)', '/api/private/customer', {
      returning: false,
    });

    const [owner] = await stack.server.db.query<{ id: string }>(
      'select id from customers where sub = $1',
      [stack.demoSub],
    );
    const [event] = await stack.server.db.query<{ id: string }>(
      `insert into events (name, state, contract_code) values ('Bench Wallets', 'FINISHED', 'BW')
       returning id`,
    );
    if (!owner || !event) throw new Error('demo customer or bench event missing');
    const wallets: (LoadRun & { note: string })[] = [];
    for (const [rows, uid] of [
      [10, 'BW000000000010'],
      [10_000, 'BW000000010000'],
    ] as const) {
      const walletId = await createWalletWithHistory(stack.server.db, {
        customerId: owner.id,
        eventId: event.id,
        uid,
        rows,
      });
      const body = { walletId, eventId: event.id };
      const sample = await postJson(
        agent,
        `${stack.url}/api/private/customer/wallet`,
        stack.demoToken,
        body,
      );
      const answer = sample.body as { transactionList?: unknown[]; hasMore?: boolean };
      if (sample.status !== 200) throw new Error(`wallet answered ${sample.status}`);
      const result = await run(
        `POST /api/private/customer/wallet (${rows} rows)`,
        '/api/private/customer/wallet',
        body,
      );
      wallets.push({
        ...result,
        note: `${(sample.bytes / 1024).toFixed(1)} kB, ${answer.transactionList?.length} rows listed${answer.hasMore ? ', hasMore' : ''}`,
      });
    }

    log();
    for (const line of loadTable([health, customer, ...wallets])) log(line);
    log();
    log(
      `customer vs health: req/s ${ratio(customer.requestsPerSecond, health.requestsPerSecond)}, p99 ${ratio(customer.p99Ms, health.p99Ms)}`,
    );
    const [small, big] = wallets;
    if (small && big) {
      log(
        `wallet 10 000 vs 10 rows: mean latency ${ratio(big.meanMs, small.meanMs)}, p99 ${ratio(big.p99Ms, small.p99Ms)}`,
      );
    }
  } finally {
    agent.destroy();
    await stack.close();
  }
}

async function refundFigures(): Promise<boolean> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    log();
    log('Refund burst skipped: set DATABASE_URL=postgres://… to run it (it needs PostgreSQL).');
    return true;
  }
  log();
  log(
    `Refund burst: ${REFUND_CUSTOMERS} customers lodge at once, each sending the request twice (PostgreSQL, own schema).`,
  );
  log('Tokens are signed by a bench-only key that the server under test is set to trust.');
  const result = await runRefundBurst({ databaseUrl, customers: REFUND_CUSTOMERS });
  const lodged = result.statuses['200'] ?? 0;
  const refused = result.statuses['409'] ?? 0;
  const failed = result.requests - lodged - refused;
  // Integrity: every acknowledged refund is stored, once. Completeness: every customer got one.
  const intact =
    result.refundRows === lodged &&
    result.walletsWithRefund === lodged &&
    result.walletsProcessing === lodged;
  const complete = lodged === result.customers && refused === result.customers;
  log(
    `  ${result.requests} requests in ${result.seconds.toFixed(2)} s (${(result.requests / result.seconds).toFixed(0)} req/s)`,
  );
  log(`  answers: ${JSON.stringify(result.statuses)} (200 = lodged, 409 = the duplicate refused)`);
  log(
    `  refunds stored: ${result.refundRows} for ${result.walletsWithRefund} wallets; ${result.walletsProcessing} wallets PROCESSING`,
  );
  log(
    intact
      ? '  Integrity OK: every lodged refund is stored once, none duplicated'
      : '  Integrity FAILED: stored refunds do not match the lodged ones',
  );
  log(
    complete
      ? '  Completeness OK: every customer lodged exactly one refund, none lost'
      : `  Completeness FAILED: ${result.customers - lodged} customer(s) got no refund; ${failed} request(s) failed (BENCH_LOG_LEVEL=error shows why)`,
  );
  return intact && complete;
}

async function main(): Promise<void> {
  const seconds = durationSeconds();
  await loadFigures(seconds);
  if (!(await refundFigures())) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 1;
});
