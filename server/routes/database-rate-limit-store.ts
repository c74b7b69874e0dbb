// A store for @fastify/rate-limit that keeps the counts in the database, so the budget holds
// however many server instances share it. The database clock decides the windows, so instances
// whose clocks differ still agree.
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Queryable } from '../db/database';
import { one } from '../db/rows';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

// One statement: a new key starts a window, an expired window restarts, a live one counts up.
// Concurrent calls for one key queue on its row, so no hit is lost or counted twice.
const INCREMENT = `
  insert into rate_limit_counters as c (key, window_started_at, hits) values ($1, now(), 1)
  on conflict (key) do update set
    hits = case when c.window_started_at + $2::integer * interval '1 millisecond' <= now()
      then 1 else c.hits + 1 end,
    window_started_at = case when c.window_started_at + $2::integer * interval '1 millisecond' <= now()
      then now() else c.window_started_at end
  returning hits,
    greatest(0, ceil(extract(epoch from
      window_started_at + $2::integer * interval '1 millisecond' - now()) * 1000))::integer as "ttlMs"`;

/** Counts one hit on `key` in its window of `windowMs`: the hits so far and the window's rest. */
export async function countHit(
  db: Queryable,
  key: string,
  windowMs: number,
): Promise<{ hits: number; ttlMs: number }> {
  return one(
    await db.query<{ hits: number; ttlMs: number }>(INCREMENT, [key, windowMs]),
    'rate limit counter',
  );
}

/** The store class the plugin instantiates (it calls `new Store(options)`). */
export function databaseRateLimitStore(db: Queryable) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      countHit(db, key, timeWindow).then(
        (row) => callback(null, { current: row.hits, ttl: row.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
