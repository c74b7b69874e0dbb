// Finding 10: two processes on one DATA_DIR both ran and lost each other's writes.
// Issue 23 finding 6: after kill -9 of the CLI its zombie (not reaped yet) still held the lock.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockPath } from './data-dir-lock';

const LOCK_MODULE = path.join(import.meta.dirname, 'data-dir-lock.ts');

/** The state letter of a Linux process (Z: a zombie). */
async function processState(pid: number): Promise<string> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).charAt(0);
}

/**
 * A process that took the lock with this module and was then killed with SIGKILL, left a zombie:
 * its parent is a shell that exec'd into `sleep`, which never reaps a child. Answers the zombie's
 * pid and the parent, to kill once done (init then reaps the zombie).
 */
async function zombieHolder(dataDir: string) {
  const take = `import(${JSON.stringify(LOCK_MODULE)})
    .then((m) => m.acquireDataDirLock(${JSON.stringify(dataDir)}, { owner: 'npm run admin' }))
    .then(() => { console.log('locked'); setInterval(() => {}, 1000); });`;
  const parent = spawn(
    'sh',
    ['-c', `"$0" --import tsx -e "$1" & echo "$!"; exec sleep 600`, process.execPath, take],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  parent.stdout.setEncoding('utf8');
  parent.stdout.on('data', (chunk: string) => {
    output += chunk;
  });
  while (!output.includes('locked')) await once(parent.stdout, 'data');
  const pid = Number(output.split('\n')[0]);
  process.kill(pid, 'SIGKILL');
  while ((await processState(pid)) !== 'Z') await new Promise((r) => setTimeout(r, 20));
  return { pid, parent };
}

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

  it('takes over a lock whose holder was killed and is a zombie not yet reaped', async () => {
    const { pid, parent } = await zombieHolder(dataDir);
    try {
      expect(JSON.parse(await readFile(lockPath(dataDir), 'utf8'))).toMatchObject({
        pid,
        owner: 'npm run admin',
      });
      const lock = await acquireDataDirLock(dataDir, { owner: 'npm run admin' });
      expect(JSON.parse(await readFile(lockPath(dataDir), 'utf8'))).toMatchObject({
        pid: process.pid,
      });
      await lock.release();
    } finally {
      parent.kill('SIGKILL');
    }
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
