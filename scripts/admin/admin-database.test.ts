import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockPath } from '../stack/data-dir-lock';
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

  it('makes a data directory that does not exist yet, private, as npm start would', async () => {
    const fresh = path.join(dataDir, 'not-yet', 'data');
    const db = await openAdminDatabase({ url: undefined, dataDir: fresh });
    try {
      expect((await stat(fresh)).mode & 0o777).toBe(0o700);
      expect(await db.query('select count(*)::int as n from events')).toEqual([{ n: 0 }]);
    } finally {
      await db.close();
    }
  });

  // Finding 10: a direct-access CLI beside a running stack wrote what the stack never saw.
  it('refuses a data directory a live process holds, naming it; takes it over once that process is gone', async () => {
    const target = { url: undefined, dataDir };
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      await writeFile(
        lockPath(dataDir),
        JSON.stringify({ pid: holder.pid, owner: 'npm start', address: 'http://localhost:8090' }),
      );
      await expect(openAdminDatabase(target)).rejects.toThrow(
        /in use by npm start at http:\/\/localhost:8090 \(pid \d+\)[\s\S]*operator\.json/,
      );
    } finally {
      const exited = new Promise((resolve) => holder.once('exit', resolve));
      holder.kill('SIGKILL');
      await exited;
    }
    // The holder crashed: its lock is stale and taken over without being told.
    const db = await openAdminDatabase(target);
    try {
      const tables = await db.query(
        "select 1 from information_schema.tables where table_name = 'events'",
      );
      expect(tables).toHaveLength(1);
      expect(JSON.parse(await readFile(lockPath(dataDir), 'utf8'))).toMatchObject({
        pid: process.pid,
        owner: 'npm run admin',
      });
    } finally {
      await db.close();
    }
    // Closing releases it.
    await expect(readFile(lockPath(dataDir), 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
    // A fresh data directory runs initdb, which takes seconds on a busy machine.
  }, 90_000);
});
