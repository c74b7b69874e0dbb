// Finding 10: two processes on one DATA_DIR both ran and lost each other's writes.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockPath } from './data-dir-lock';

/** The pid of a process that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
}

describe('DATA_DIR lock', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tapwallet-lock-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('records who holds it and where, readable by the owner only', async () => {
    const lock = await acquireDataDirLock(dataDir, {
      owner: 'npm start',
      address: 'http://localhost:8080',
    });
    expect(JSON.parse(await readFile(lockPath(dataDir), 'utf8'))).toEqual({
      pid: process.pid,
      owner: 'npm start',
      address: 'http://localhost:8080',
    });
    expect((await stat(lockPath(dataDir))).mode & 0o777).toBe(0o600);
    await lock.release();
    await expect(stat(lockPath(dataDir))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it("refuses while the holder lives, naming the holder's address", async () => {
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      await writeFile(
        lockPath(dataDir),
        JSON.stringify({ pid: holder.pid, owner: 'npm start', address: 'http://localhost:8080' }),
      );
      const taking = acquireDataDirLock(dataDir, { owner: 'npm start', address: 'x' });
      await expect(taking).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(taking).rejects.toThrow(
        `The data directory ${dataDir} is in use by npm start at http://localhost:8080 (pid ${holder.pid}).`,
      );
      await expect(taking).rejects.toThrow(/own DATA_DIR \(and PORT\)/);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a lock whose process is gone, without being told', async () => {
    await writeFile(
      lockPath(dataDir),
      JSON.stringify({ pid: await deadPid(), owner: 'npm start', address: 'http://old' }),
    );
    const lock = await acquireDataDirLock(dataDir, { owner: 'npm run admin' });
    expect(JSON.parse(await readFile(lockPath(dataDir), 'utf8'))).toMatchObject({
      pid: process.pid,
      owner: 'npm run admin',
    });
    await lock.release();
  });

  it('takes over a lock left unreadable', async () => {
    await writeFile(lockPath(dataDir), '');
    const lock = await acquireDataDirLock(dataDir, { owner: 'npm run admin' });
    await lock.release();
  });

  it('releases only its own lock', async () => {
    const lock = await acquireDataDirLock(dataDir, { owner: 'npm run admin' });
    const other = JSON.stringify({ pid: 1, owner: 'npm start', address: 'http://other' });
    await writeFile(lockPath(dataDir), other);
    await lock.release();
    expect(await readFile(lockPath(dataDir), 'utf8')).toBe(other);
  });
});
