// One writer per DATA_DIR. The embedded database and the identity pool are files that a second
// process would open as well, neither seeing the other's writes, so acknowledged writes got lost.
// DATA_DIR/stack.lock names the process that holds the directory and where to find it; a lock
// whose process is gone (a crash, a kill, also while it is a zombie not yet reaped) is taken over
// without asking.
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isProcessRunning } from './process-running';

export interface LockHolder {
  pid: number;
  /** What holds it, for the refusal: `npm start` or `npm run admin`. */
  owner: string;
  /** Where the holder answers (the stack's URL); absent for the CLI. */
  address?: string;
}

export interface DataDirLock {
  release(): Promise<void>;
}

export const lockPath = (dataDir: string) => path.join(dataDir, 'stack.lock');

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';

  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const where = holder.address ? ` at ${holder.address}` : '';
    super(
      `The data directory ${dataDir} is in use by ${holder.owner}${where} (pid ${holder.pid}).\n` +
        'One process at a time may use a data directory: use the one running' +
        `${holder.address ? ` (${holder.address})` : ''}, stop it first, or give this one its ` +
        'own DATA_DIR (and PORT).',
    );
  }
}

async function readLock(file: string): Promise<{ text: string; holder: LockHolder | null } | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    return { text, holder: Number.isInteger(holder.pid) ? holder : null };
  } catch {
    return { text, holder: null };
  }
}

// The lock appears with its whole content or not at all: written aside, then linked into place,
// which fails if a lock is already there.
async function tryCreate(file: string, content: string): Promise<boolean> {
  const aside = `${file}.${process.pid}`;
  await writeFile(aside, content, { mode: 0o600 });
  try {
    await link(aside, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await rm(aside, { force: true });
  }
}

/** Takes DATA_DIR for this process, or throws DataDirLockedError naming the live holder. */
export async function acquireDataDirLock(
  dataDir: string,
  me: Omit<LockHolder, 'pid'>,
): Promise<DataDirLock> {
  const file = lockPath(dataDir);
  const content = JSON.stringify({ pid: process.pid, ...me });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await tryCreate(file, content)) return { release: () => releaseLock(file, content) };
    const current = await readLock(file);
    if (
      current?.holder &&
      current.holder.pid !== process.pid &&
      (await isProcessRunning(current.holder.pid))
    ) {
      throw new DataDirLockedError(dataDir, current.holder);
    }
    // Stale (its process is gone) or unreadable: removed only if it is still the one just read,
    // so a lock another starter took meanwhile is left alone.
    const again = await readLock(file);
    if (again && again.text === current?.text) await rm(file, { force: true });
  }
  throw new Error(`Could not take the lock ${file}; is another process starting on it right now?`);
}

async function releaseLock(file: string, content: string): Promise<void> {
  const current = await readLock(file);
  if (current?.text === content) await rm(file, { force: true });
}
