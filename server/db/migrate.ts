import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { Database, Queryable } from './database';

export interface Migration {
  name: string;
  sql: string;
}

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const MIGRATION_FILE = /^\d{3}-[a-z0-9-]+\.sql$/;
// Any constant will do: it only has to be the same for every server process that migrates.
const MIGRATION_LOCK_KEY = 7_031_972;

export async function loadMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  return Promise.all(
    names.map(async (name) => ({ name, sql: await readFile(new URL(name, dir), 'utf8') })),
  );
}

/**
 * Applies pending migrations in name order, each in its own transaction, and returns the names
 * it applied. Refuses to start when an applied file was edited afterwards, since the database
 * would no longer match the code.
 */
export async function migrate(
  db: Database,
  migrations?: Migration[],
): Promise<{ applied: string[] }> {
  const pending = migrations ?? (await loadMigrations());
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(`create table if not exists schema_migrations (
      name text primary key,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`);
  });

  const applied: string[] = [];
  for (const migration of pending) {
    const checksum = createHash('sha256').update(migration.sql).digest('hex');
    const ran = await db.transaction(async (tx) => {
      // Two servers starting at once must not both apply the same file.
      await lock(tx);
      const [existing] = await tx.query<{ checksum: string }>(
        'select checksum from schema_migrations where name = $1',
        [migration.name],
      );
      if (existing) {
        if (existing.checksum !== checksum) {
          throw new Error(
            `Migration ${migration.name} was changed after it was applied; add a new migration instead`,
          );
        }
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (name, checksum) values ($1, $2)', [
        migration.name,
        checksum,
      ]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return { applied };
}

async function lock(tx: Queryable): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
}
