import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { createTestDatabase, type TestDatabaseTarget } from '../test-support/test-database';
import { databaseRateLimitStore } from './database-rate-limit-store';

const MINUTE = 60_000;

function incr(store: FastifyRateLimitStore, key: string, window = MINUTE) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) => {
    store.incr(
      key,
      (error, result) => (error || !result ? reject(error) : resolve(result)),
      window,
      20,
    );
  });
}

describe('database rate limit store', () => {
  let target: TestDatabaseTarget;
  let first: Database;
  let second: Database;
  let stores: FastifyRateLimitStore[];

  beforeAll(async () => {
    target = await createTestDatabase();
    first = await target.open();
    await migrate(first);
    // Two connection pools on PostgreSQL, as two server instances have; PGlite has one session.
    second = target.kind === 'postgres' ? await target.open() : first;
    const Store = (db: Database) => databaseRateLimitStore(db);
    stores = [first, second].map((db) => new (Store(db))());
  });

  afterAll(async () => {
    if (second !== first) await second.close();
    await first.close();
    await target.dispose();
  });

  it('counts one budget per key across stores', async () => {
    const [a, b] = stores as [FastifyRateLimitStore, FastifyRateLimitStore];
    expect((await incr(a, 'k1')).current).toBe(1);
    expect((await incr(b, 'k1')).current).toBe(2);
    expect((await incr(a, 'k1')).current).toBe(3);
    expect((await incr(b, 'k2')).current).toBe(1);
  });

  it('loses no hit when many arrive at once', async () => {
    const hits = await Promise.all(
      Array.from({ length: 30 }, (_, i) => incr(stores[i % 2] as FastifyRateLimitStore, 'burst')),
    );
    expect(hits.map((hit) => hit.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });

  it('reports the time left in the window and starts again once it has passed', async () => {
    const store = stores[0] as FastifyRateLimitStore;
    await incr(store, 'window');
    const { current, ttl } = await incr(store, 'window');
    expect(current).toBe(2);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(MINUTE);
    await first.query(
      `update rate_limit_counters set window_started_at = now() - interval '61 seconds'
        where key = 'window'`,
    );
    expect((await incr(store, 'window')).current).toBe(1);
    const next = await incr(store, 'window');
    expect(next.current).toBe(2);
    expect(next.ttl).toBeGreaterThan(MINUTE / 2);
  });
});
