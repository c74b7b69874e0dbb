// VACUUM and ANALYZE for the embedded database. PGlite runs no autovacuum worker: without this,
// dead rows left by every balance update are never reclaimed and the planner never gets
// statistics. PGlite has one connection, so upkeep is one short statement per table, queued
// between requests' queries, and one run of a database at a time.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './database';

/** How often the embedded database is tidied while the server runs. */
export const UPKEEP_INTERVAL_MS = 10 * 60_000;

export interface UpkeepRun {
  tables: string[];
  ms: number;
}

// The run in progress (or last run) of each open database: a later run starts after it.
const lastRun = new WeakMap<Database, Promise<unknown>>();

/**
 * VACUUM (ANALYZE) of the named tables, or of every table of the current schema, one statement
 * per table, after any run of this database still going. Resolves with what was done.
 */
export function vacuumAndAnalyze(db: Database, tables?: readonly string[]): Promise<UpkeepRun> {
  const run = (lastRun.get(db) ?? Promise.resolve())
    .catch(() => {})
    .then(() => vacuumEach(db, tables));
  lastRun.set(db, run);
  return run;
}

/**
 * After a bulk write (a ticket import, the demo seed): the statistics of the written tables (all
 * when none are named) are brought up to date at once. The write has committed, so a failure here is not the writer's:
 * the next scheduled run, or PostgreSQL's autovacuum, catches up.
 */
export async function tidyAfterBulkWrite(db: Database, tables?: readonly string[]): Promise<void> {
  await vacuumAndAnalyze(db, tables).catch(() => {});
}

export interface UpkeepSchedule {
  /** Stops the schedule and waits for a run in progress, so the database can close. */
  stop(): Promise<void>;
}

/** Runs vacuumAndAnalyze over every table each intervalMs, never two at once. */
export function scheduleUpkeep(
  db: Database,
  opts: {
    intervalMs?: number;
    log?: Pick<FastifyBaseLogger, 'debug' | 'warn'>;
    /** Told after each scheduled run (tests wait for it). */
    onRun?: (run: UpkeepRun) => void;
  } = {},
): UpkeepSchedule {
  let current: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    // A run longer than the interval is not queued behind: the next tick starts afresh.
    if (current) return;
    current = vacuumAndAnalyze(db)
      .then(
        (run) => {
          opts.log?.debug({ tables: run.tables.length, ms: run.ms }, 'database upkeep done');
          opts.onRun?.(run);
        },
        (error: unknown) => {
          if (!stopped) opts.log?.warn({ err: error }, 'database upkeep failed');
        },
      )
      .finally(() => {
        current = undefined;
      });
  };
  const timer = setInterval(tick, opts.intervalMs ?? UPKEEP_INTERVAL_MS);
  // Upkeep alone never keeps the process alive.
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}

async function vacuumEach(db: Database, tables?: readonly string[]): Promise<UpkeepRun> {
  const started = performance.now();
  const names = tables ?? (await schemaTables(db));
  for (const name of names) await db.exec(`vacuum (analyze) ${quoteIdentifier(name)}`);
  return { tables: [...names], ms: Math.round(performance.now() - started) };
}

async function schemaTables(db: Database): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = current_schema()
     order by tablename`,
  );
  return rows.map((row) => row.name);
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
