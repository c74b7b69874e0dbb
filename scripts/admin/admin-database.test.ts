import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminDatabaseError, adminDatabaseTarget, openAdminDatabase } from './admin-database';

describe('adminDatabaseTarget', () => {
  it('reads DATA_DIR relative to the working directory, .data by default', () => {
    expect(adminDatabaseTarget({}, '/srv/app')).toEqual({
      url: undefined,
      dataDir: '/srv/app/.data',
    });
    expect(adminDatabaseTarget({ DATA_DIR: 'state', DATABASE_URL: ' ' }, '/srv/app')).toEqual({
      url: undefined,
      dataDir: '/srv/app/state',
    });
  });

  it('takes a postgres URL and refuses an in-memory database, which would be empty', () => {
    expect(adminDatabaseTarget({ DATABASE_URL: 'postgres://db/x' }, '/').url).toBe(
      'postgres://db/x',
    );
    expect(() => adminDatabaseTarget({ DATABASE_URL: 'memory://' }, '/')).toThrow(
      AdminDatabaseError,
    );
  });
});

describe('openAdminDatabase', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tapwallet-admin-db-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses an embedded database another process has open, unless told to ignore it', async () => {
    await mkdir(path.join(dataDir, 'pglite'), { recursive: true });
    await writeFile(path.join(dataDir, 'pglite', 'postmaster.pid'), '-42\n');
    const target = { url: undefined, dataDir };
    await expect(openAdminDatabase(target)).rejects.toThrow(/stop npm start first, or run both/);
    const db = await openAdminDatabase(target, { ignoreLock: true });
    try {
      const tables = await db.query(
        "select 1 from information_schema.tables where table_name = 'events'",
      );
      expect(tables).toHaveLength(1);
    } finally {
      await db.close();
    }
    // Closing removes the marker, so the next command opens without being told.
    await (await openAdminDatabase(target)).close();
    // A fresh data directory runs initdb, which takes seconds on a busy machine.
  }, 90_000);
});
