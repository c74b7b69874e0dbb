// Opening the stack's data for the CLI: PostgreSQL from DATABASE_URL, or the embedded PGlite
// under DATA_DIR that npm start uses. PGlite has no locking of its own, so two processes on one
// data directory would corrupt it: DATA_DIR's lock (scripts/stack/data-dir-lock.ts) keeps them
// apart.
import path from 'node:path';
import { type Database, openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from '../stack/data-dir-lock';
import { preparePrivateDataDir, tightenDataDir } from '../stack/private-data-dir';

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

/**
 * Opens and migrates the database. The embedded one is taken with DATA_DIR's lock for as long as
 * it is open, so a running stack (or another CLI) is never opened beside; closing releases it.
 */
export async function openAdminDatabase(target: AdminDatabaseTarget): Promise<Database> {
  let lock: DataDirLock | undefined;
  if (target.url === undefined) {
    // An operator may set events up before the first npm start: the data directory is made
    // here as the stack would make it (0700), not refused with the lock file's ENOENT.
    await preparePrivateDataDir(target.dataDir);
    try {
      lock = await acquireDataDirLock(target.dataDir, { owner: 'npm run admin' });
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      throw new AdminDatabaseError(
        [
          error.message,
          'The CLI reaches a running npm start through DATA_DIR/operator.json; if that file is gone,',
          'restart npm start, or stop it and run the command again.',
        ].join('\n'),
      );
    }
  }
  const release = async () => lock?.release();
  let db: Database;
  try {
    db = await openDatabase({ url: target.url, dataDir: target.dataDir });
  } catch (error) {
    await release();
    throw error;
  }
  try {
    await migrate(db);
    if (target.url === undefined) await tightenDataDir(target.dataDir);
  } catch (error) {
    await db.close().finally(release);
    throw error;
  }
  return {
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    close: () => db.close().finally(release),
  };
}
