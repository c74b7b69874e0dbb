import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { findBalanceMismatches, walletBalanceCents } from '../../server/ledger/ledger';
import { openTestDatabase } from '../../server/test-support/test-database';
import { createBenchTokens } from './bench-tokens';
import { withSearchPath } from './refund-burst';
import { median, percentile, ratio, verdict } from './report';
import { createWalletWithHistory } from './wallet-history';

describe('bench tokens', () => {
  it('are accepted by the bench verifier only', async () => {
    const [ours, theirs] = await Promise.all([createBenchTokens(), createBenchTokens()]);
    const token = await ours.sign('bench-7');
    await expect(ours.verifyToken(token)).resolves.toMatchObject({
      sub: 'bench-7',
      tokenUse: 'access',
    });
    await expect(theirs.verifyToken(token)).rejects.toThrow();
  });
});

describe('withSearchPath', () => {
  it('keeps the URL and adds the schema as a connection option', () => {
    const url = new URL(
      withSearchPath('postgres://u@127.0.0.1:5432/db?sslmode=disable', 'bench_x'),
    );
    expect(url.pathname).toBe('/db');
    expect(url.searchParams.get('sslmode')).toBe('disable');
    expect(url.searchParams.get('options')).toBe('-c search_path=bench_x');
  });
});

describe('ratio', () => {
  it('says how many times the first figure is the second', () => {
    expect(ratio(30, 12)).toBe('x2.50');
    expect(ratio(1, 0)).toBe('n/a');
  });
});

describe('median', () => {
  it('answers the middle value, or the mean of the two middle ones', () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(median([])).toBe(0);
  });
});

describe('percentile', () => {
  it('answers the nearest-rank value', () => {
    const values = Array.from({ length: 200 }, (_, i) => 200 - i);
    expect(percentile(values, 0.99)).toBe(198);
    expect(percentile(values, 0.5)).toBe(100);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.99)).toBe(0);
  });
});

describe('verdict', () => {
  it('says PASS or FAIL with the figure and the target', () => {
    expect(verdict(true, '31.0 % of the ceiling', '>= 30 %')).toBe(
      'PASS  31.0 % of the ceiling (target >= 30 %)',
    );
    expect(verdict(false, 'p99 61 ms', '<= 50 ms')).toBe('FAIL  p99 61 ms (target <= 50 ms)');
  });
});

describe('createWalletWithHistory', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase());
    await migrate(db);
  });
  afterAll(() => dispose());

  it('writes the rows, newest last, with a balance the ledger accepts', async () => {
    const [customer] = await db.query<{ id: string }>(
      "insert into customers (sub, email) values ('s', 's@example.com') returning id",
    );
    const [event] = await db.query<{ id: string }>(
      "insert into events (name, state) values ('E', 'FINISHED') returning id",
    );
    const walletId = await createWalletWithHistory(db, {
      customerId: customer?.id ?? '',
      eventId: event?.id ?? '',
      uid: 'BW000000000011',
      rows: 11,
    });
    const rows = await db.query<{ total: number }>(
      `select total_cents as total from wallet_transactions where wallet_id = $1
       order by created_at, id`,
      [walletId],
    );
    expect(rows).toHaveLength(11);
    expect(rows.at(-1)?.total).toBe(100);
    expect(await walletBalanceCents(db, walletId)).toBe(100);
    expect(await findBalanceMismatches(db)).toEqual([]);
  });
});
