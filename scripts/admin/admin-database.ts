// Opening the stack's data for the CLI: PostgreSQL from DATABASE_URL, or the embedded PGlite
// under DATA_DIR that npm start uses. PGlite has no locking of its own, so two processes on one
// data directory would corrupt it; its postmaster.pid, present while a process has the
// directory open and removed when it closes, is the sign that someone else is using it.
import { access } from 'node:fs/promises';
import path from 'node:path';
import { type Database, openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';

export class AdminDatabaseError extends Error {
  override name = 'AdminDatabaseError';
}

export interface AdminDatabaseTarget {
  /** A postgres:// URL, or undefined for the embedded database under dataDir. */
  url: string | undefined;
  dataDir: string;
}

/** Where the data is, read from the environment the same way the server reads it. */
export function adminDatabaseTarget(
  env: Record<string, string | undefined>,
  cwd: string,
): AdminDatabaseTarget {
  const url = env.DATABASE_URL?.trim() || undefined;
  if (url !== undefined && !/^postgres(ql)?:\/\//.test(url)) {
    throw new AdminDatabaseError(
      `DATABASE_URL must be a postgres:// URL for the CLI (an in-memory database would be empty), got "${url}"`,
    );
  }
  return { url, dataDir: path.resolve(cwd, env.DATA_DIR?.trim() || '.data') };
}

/** Opens and migrates the database; refuses an embedded database another process holds. */
export async function openAdminDatabase(
  target: AdminDatabaseTarget,
  opts: { ignoreLock?: boolean } = {},
): Promise<Database> {
  if (target.url === undefined && !opts.ignoreLock) {
    const pidFile = path.join(target.dataDir, 'pglite', 'postmaster.pid');
    const inUse = await access(pidFile).then(
      () => true,
      () => false,
    );
    if (inUse) {
      throw new AdminDatabaseError(
        [
          `The embedded database in ${path.join(target.dataDir, 'pglite')} is in use by another process (is npm start running?).`,
          'It can be opened by one process at a time: stop npm start first, or run both npm start and',
          'the CLI against PostgreSQL with DATABASE_URL=postgres://…',
          'If nothing is running, the last process stopped without closing the database; run the',
          'command again with --ignore-lock.',
        ].join('\n'),
      );
    }
  }
  const db = await openDatabase({ url: target.url, dataDir: target.dataDir });
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
