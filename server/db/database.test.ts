import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database';
import type { Database } from './database';
import { openDatabase } from './database';

describe('database', () => {
  let db: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase());
    await db.exec('create table amounts (x integer not null, big bigint not null)');
    await db.query('insert into amounts (x, big) values (150, 1), (250, 2), ($1, $2)', [600, 3]);
  });
  afterAll(() => dispose());

  it('returns counts and sums as numbers', async () => {
    const [row] = await db.query<Record<string, unknown>>(
      `select count(*) as n, sum(x) as total, sum(big) as big_total, avg(x) as mean,
         1234.5::numeric as decimal from amounts`,
    );
    expect(row).toEqual({ n: 3, total: 1000, big_total: 6, mean: 1000 / 3, decimal: 1234.5 });
  });

  it('returns dates as YYYY-MM-DD text and timestamps as Dates', async () => {
    const [row] = await db.query<{ d: unknown; t: unknown }>(
      `select '1990-03-31'::date as d, '2024-01-02T03:04:05Z'::timestamptz as t`,
    );
    expect(row?.d).toBe('1990-03-31');
    expect(row?.t).toEqual(new Date('2024-01-02T03:04:05Z'));
  });

  it('commits a transaction and returns its result', async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query('insert into amounts (x, big) values (1, 1)');
      return 'done';
    });
    expect(result).toBe('done');
    const [row] = await db.query<{ n: number }>('select count(*) as n from amounts where x = 1');
    expect(row?.n).toBe(1);
  });

  it('rolls back everything a failing transaction wrote', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into amounts (x, big) values (2, 2)');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const [row] = await db.query<{ n: number }>('select count(*) as n from amounts where x = 2');
    expect(row?.n).toBe(0);
  });

  it('rolls back when a statement inside the transaction fails', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into amounts (x, big) values (3, 3)');
        await tx.query('insert into amounts (x, big) values (null, 3)');
      }),
    ).rejects.toThrow();
    const [row] = await db.query<{ n: number }>('select count(*) as n from amounts where x = 3');
    expect(row?.n).toBe(0);
  });

  it('rejects urls it cannot open', async () => {
    await expect(openDatabase({ url: 'mysql://localhost/x' })).rejects.toThrow(/postgres/);
  });
});
