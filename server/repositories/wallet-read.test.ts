// Finding 7 of issue #23: on rows the planner has no statistics of (PGlite never analyzes; a
// burst outruns PostgreSQL's autovacuum), the wallet page fetched a wallet's whole history and
// sorted it to answer its newest 100 rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletWithHistory } from '../../scripts/bench/wallet-history';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openTestDatabase } from '../test-support/test-database';
import { olderTransactions, recentTransactions } from './wallet-read';

const HISTORY = 5_000;
const PAGE = 100;

describe('recentTransactions', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  let walletId: string;

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase());
    await migrate(db);
    const [customer] = await db.query<{ id: string }>(
      "insert into customers (sub, email) values ('s', 's@example.com') returning id",
    );
    const [event] = await db.query<{ id: string }>(
      "insert into events (name, state) values ('E', 'FINISHED') returning id",
    );
    // Written in one statement and never analyzed.
    walletId = await createWalletWithHistory(db, {
      customerId: customer?.id ?? '',
      eventId: event?.id ?? '',
      uid: 'BW000000005000',
      rows: HISTORY,
    });
  });
  afterAll(() => dispose());

  it('answers the newest page, newest first, and says more are left', async () => {
    const { rows, hasMore } = await recentTransactions(db, walletId, PAGE);
    expect(rows).toHaveLength(PAGE);
    expect(hasMore).toBe(true);
    // Row n was written n seconds after the first; the newest is row HISTORY.
    expect(rows[0]?.reference).toBe(`BENCH-BW000000005000-${HISTORY}`);
    expect(rows.at(-1)?.reference).toBe(`BENCH-BW000000005000-${HISTORY - PAGE + 1}`);
  });

  it('fetches one page of rows, not the history, without statistics', async () => {
    // The transaction's own counters are exact at once, unlike pg_stat_user_tables.
    const fetched = await db.transaction(async (tx) => {
      await recentTransactions(tx, walletId, PAGE);
      const [stats] = await tx.query<{ fetched: number }>(
        `select pg_stat_get_xact_tuples_fetched('wallet_transactions'::regclass) as fetched`,
      );
      return stats?.fetched;
    });
    expect(fetched).toBeLessThanOrEqual(PAGE + 1);
  });

  it('answers the page of older rows after a row deep in the history', async () => {
    const middle = HISTORY / 2;
    const page = await olderTransactions(db, walletId, `BENCH-BW000000005000-${middle + 1}`, PAGE);
    expect(page?.rows.map((row) => row.reference)).toEqual(
      Array.from({ length: PAGE }, (_, i) => `BENCH-BW000000005000-${middle - i}`),
    );
    expect(page?.hasMore).toBe(true);
    expect(await olderTransactions(db, walletId, 'NO-SUCH-ROW', PAGE)).toBeUndefined();
  });
});
