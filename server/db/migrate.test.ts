import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabaseTarget } from '../test-support/test-database';
import type { Database } from './database';
import { loadMigrations, migrate } from './migrate';

const TABLES = [
  'band_blocks',
  'band_guesses',
  'customers',
  'donations',
  'event_assets',
  'events',
  'identity_accounts',
  'identity_authorization_codes',
  'identity_challenges',
  'identity_codes',
  'identity_pool',
  'identity_sessions',
  'identity_sign_in_failures',
  'purchase_items',
  'purchases',
  'push_notices',
  'push_subscriptions',
  'rate_limit_counters',
  'refund_batches',
  'refunds',
  'registration_generation',
  'schema_migrations',
  'tag_claim_grants',
  'tags',
  'tap_purchase_items',
  'tap_purchases',
  'tickets',
  'wallet_transactions',
  'wallets',
];

async function tableNames(db: Database): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = current_schema() order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

describe('migrate', () => {
  let target: TestDatabaseTarget | undefined;
  const opened: Database[] = [];
  // Only the restart test needs data on disk; PGlite in memory starts much faster.
  const open = async (reopenable = false) => {
    target ??= await createTestDatabase({ reopenable });
    const db = await target.open();
    opened.push(db);
    return db;
  };

  afterEach(async () => {
    for (const db of opened.splice(0)) await db.close();
    await target?.dispose();
    target = undefined;
  });

  it('applies every migration file in order on an empty database', async () => {
    const db = await open();
    const files = await loadMigrations();
    expect(files.map((file) => file.name)).toEqual([...files.map((file) => file.name)].sort());
    expect(files.length).toBeGreaterThan(0);

    const { applied } = await migrate(db);
    expect(applied).toEqual(files.map((file) => file.name));
    expect(await tableNames(db)).toEqual(TABLES);
  });

  it('applies nothing on a second run or after a restart', async () => {
    const first = await open(true);
    await migrate(first);
    expect((await migrate(first)).applied).toEqual([]);
    await first.close();
    opened.splice(0);

    const restarted = await open(true);
    expect((await migrate(restarted)).applied).toEqual([]);
    const [row] = await restarted.query<{ n: number }>(
      'select count(*) as n from schema_migrations',
    );
    expect(row?.n).toBe((await loadMigrations()).length);
  });

  it('applies only the new file when one is added', async () => {
    const db = await open();
    const files = await loadMigrations();
    await migrate(db, files);
    const extra = { name: '999-extra.sql', sql: 'create table extra (id integer primary key);' };
    expect((await migrate(db, [...files, extra])).applied).toEqual(['999-extra.sql']);
    expect(await tableNames(db)).toContain('extra');
  });

  it('rolls back a failing migration and records nothing of it', async () => {
    const db = await open();
    const broken = {
      name: '001-broken.sql',
      sql: 'create table half_done (id integer); select * from missing_table;',
    };
    await expect(migrate(db, [broken])).rejects.toThrow();
    expect(await tableNames(db)).toEqual(['schema_migrations']);
  });

  it('refuses to start when an applied migration was edited', async () => {
    const db = await open();
    await migrate(db, [{ name: '001-a.sql', sql: 'create table a (id integer);' }]);
    await expect(
      migrate(db, [{ name: '001-a.sql', sql: 'create table a (id bigint);' }]),
    ).rejects.toThrow(/001-a\.sql was changed/);
  });

  it('applies each file once when two servers migrate the same database at once', async () => {
    // Two connections on PostgreSQL (as two instances would have); PGlite has one session only.
    const first = await open();
    const second = target?.kind === 'postgres' ? await open() : first;
    // Not idempotent and slow: a second run of it while the first is under way would fail.
    const slow = {
      name: '001-slow.sql',
      sql: 'create table once_only (id integer primary key); select pg_sleep(0.3);',
    };
    const results = await Promise.all([migrate(first, [slow]), migrate(second, [slow])]);
    expect(results.map((result) => result.applied).sort()).toEqual([[], ['001-slow.sql']]);
    const [row] = await first.query<{ n: number }>('select count(*) as n from schema_migrations');
    expect(row?.n).toBe(1);
  });
});
