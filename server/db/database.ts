import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';

export interface Queryable {
  /** One statement; parameters as $1, $2, … Rows come back as plain objects keyed by column. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations, scripts). */
  exec(sql: string): Promise<void>;
}

/** Connections of a database, for the metrics. */
export interface PoolStats {
  total: number;
  idle: number;
  /** Queries and transactions waiting for a connection. */
  waiting: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** How busy its connections are right now (PGlite: one connection, queued calls wait). */
  poolStats?(): PoolStats;
  /** Runs fn inside BEGIN/COMMIT and rolls back when it throws. Query through tx inside fn. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `listener` with the payload of every notice sent on `channel`, after the commit that
   * sent it. Only the embedded database has it: there every writer is this process, so no notice
   * can be missed, whereas a PostgreSQL listening connection may drop and lose some unseen.
   */
  listen?(channel: string, listener: (payload: string) => void): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Unset → PGlite under dataDir; 'memory://' → in-memory PGlite; postgres:// → PostgreSQL. */
  url?: string;
  /** Root data directory; the embedded database lives in `${dataDir}/pglite`. */
  dataDir?: string;
  /** Works inside this schema (created if missing) instead of public, e.g. to isolate tests. */
  schema?: string;
  /** A PGlite dumpDataDir() image to start from; skips initdb, which takes seconds (tests). */
  pgliteImage?: Blob;
}

const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;

// pg hands int8 and numeric back as strings and PGlite may return bigint, so sums and counts
// would differ by engine. Amounts are integer cents far below 2^53, so numbers are exact.
// Dates stay 'YYYY-MM-DD' text: a Date would shift a birth date by the server's time zone.
const PARSERS: Record<number, (value: string) => unknown> = {
  [OID.INT8]: Number,
  [OID.NUMERIC]: Number,
  [OID.DATE]: (value) => value,
};

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(opts.schema)) {
    throw new Error(`Invalid schema name "${opts.schema}"`);
  }
  if (opts.url && /^postgres(ql)?:\/\//.test(opts.url)) {
    return openPostgres(opts.url, opts.schema);
  }
  if (opts.url && opts.url !== 'memory://') {
    throw new Error('Database url must be memory://, postgres:// or postgresql://');
  }
  return openPglite(opts.url ? undefined : opts.dataDir, opts.schema, opts.pgliteImage);
}

async function openPglite(
  dataDir: string | undefined,
  schema: string | undefined,
  image: Blob | undefined,
) {
  let dir: string | undefined;
  if (dataDir !== undefined) {
    dir = path.join(dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
  }
  const db = await PGlite.create(dir, {
    parsers: PARSERS,
    ...(image ? { loadDataDir: image } : {}),
  });
  if (schema) {
    // PGlite has a single session, so a session-level search_path covers every later query.
    await db.exec(`create schema if not exists ${schema}; set search_path to ${schema}`);
  }
  // Asks the triggers for change notices (migration 007); PGlite's one session is every writer.
  await db.exec("set tapwallet.change_notices to 'on'");
  const wrap = (q: PGlite | Transaction): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      return (await q.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  // PGlite answers one call at a time and queues the rest: calls begun and not yet answered,
  // less the one running, are waiting.
  let busy = 0;
  const counted = <T>(call: () => Promise<T>): Promise<T> => {
    busy += 1;
    return call().finally(() => {
      busy -= 1;
    });
  };
  const top = wrap(db);
  const database: Database = {
    kind: 'pglite',
    query: <T>(sql: string, params?: unknown[]) => counted(() => top.query<T>(sql, params)),
    exec: (sql) => counted(() => top.exec(sql)),
    transaction: (fn) => counted(() => db.transaction((tx) => fn(wrap(tx)))),
    poolStats: () => ({ total: 1, idle: busy === 0 ? 1 : 0, waiting: Math.max(0, busy - 1) }),
    close: () => db.close(),
    async listen(channel, listener) {
      await db.listen(channel, listener);
    },
  };
  return database;
}

async function openPostgres(url: string, schema: string | undefined) {
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  if (schema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists ${schema}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    types,
    connectionTimeoutMillis: 5000,
    // pg's default of 10 left refund-rush requests queueing past the timeout above (503) while
    // PostgreSQL still had room; 20 per server stays well inside its default 100 connections.
    max: 20,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection dropped by the server must not crash the process; the pool replaces it
  // and the next query surfaces any lasting outage.
  pool.on('error', () => {});

  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      return (await q.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  const database: Database = {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        // A connection that could not roll back is discarded rather than reused mid-transaction.
        client.release(broken);
      }
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
  return database;
}
