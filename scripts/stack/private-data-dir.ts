// DATA_DIR holds the identity pool (password hashes), the token-signing key, the VAPID private key,
// the operator token and the database: nobody but the account running the stack may read them.
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/**
 * Makes everything this process creates from now on private to its owner (the identity child
 * inherits the mask), creates DATA_DIR 0700 and tightens what an older version left readable.
 */
export async function preparePrivateDataDir(dataDir: string): Promise<void> {
  process.umask(0o077);
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR });
  await tighten(dataDir);
}

/**
 * Tightens what is already there. PGlite's first open unpacks its initial database with the
 * image's own modes (0666), whatever the process umask; files it creates afterwards follow it.
 */
export const tightenDataDir = (dataDir: string): Promise<void> => tighten(dataDir);

async function tighten(target: string): Promise<void> {
  const info = await lstat(target);
  if (info.isSymbolicLink()) return;
  if (info.isDirectory()) {
    if ((info.mode & 0o777) !== PRIVATE_DIR) await chmod(target, PRIVATE_DIR);
    for (const entry of await readdir(target)) await tighten(path.join(target, entry));
  } else if ((info.mode & 0o077) !== 0) {
    await chmod(target, info.mode & PRIVATE_FILE);
  }
}
