import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Database, openDatabase } from '../db/database';

export interface TestDatabaseTarget {
  kind: 'pglite' | 'postgres';
  /** Opens a connection to the same data every time, as a restarted server would. */
  open(): Promise<Database>;
  /** Removes the data (the temp directory or the schema). Close opened databases first. */
  dispose(): Promise<void>;
}

/**
 * Where tests put their data: PostgreSQL when DATABASE_URL names one, in a schema of its own so
 * that test files running side by side never see each other's rows; otherwise PGlite, in memory
 * unless the test needs to reopen the same data.
 */
export async function createTestDatabase(
  opts: { reopenable?: boolean; embedded?: boolean } = {},
): Promise<TestDatabaseTarget> {
  const url = opts.embedded ? undefined : process.env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    return {
      kind: 'postgres',
      open: () => openDatabase({ url, schema }),
      async dispose() {
        const db = await openDatabase({ url });
        try {
          await db.exec(`drop schema if exists ${schema} cascade`);
        } finally {
          await db.close();
        }
      },
    };
  }
  const pgliteImage = await emptyPgliteImage();
  if (!opts.reopenable) {
    return {
      kind: 'pglite',
      open: () => openDatabase({ url: 'memory://', pgliteImage }),
      dispose: async () => {},
    };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tapwallet-db-'));
  let created = false;
  return {
    kind: 'pglite',
    async open() {
      // The image seeds the directory once; later opens must find what the test wrote there.
      const db = await openDatabase({ dataDir, pgliteImage: created ? undefined : pgliteImage });
      created = true;
      return db;
    },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/**
 * One open database for a test file, with the cleanup for afterAll; `embedded` opens PGlite even
 * when DATABASE_URL names a PostgreSQL, for what only the embedded database does.
 */
export async function openTestDatabase(
  opts: { embedded?: boolean } = {},
): Promise<{ db: Database; dispose(): Promise<void> }> {
  const target = await createTestDatabase(opts);
  const db = await target.open();
  return {
    db,
    async dispose() {
      await db.close();
      await target.dispose();
    },
  };
}

// initdb costs seconds per PGlite instance; an image of a fresh cluster, made once per PGlite
// version and shared by all test files through the temp directory, loads in a fraction of that.
/** An initialised empty PGlite data directory, made once per PGlite version and kept aside. */
export async function emptyPgliteImage(): Promise<Blob> {
  const file = path.join(tmpdir(), `tapwallet-pglite-${await pgliteVersion()}.tar`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return new Blob([cached]);
  const pg = await PGlite.create();
  const image = await pg.dumpDataDir('none');
  await pg.close();
  // Written aside and renamed, so a test file starting at the same moment never reads half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await image.arrayBuffer()));
  await rename(partial, file);
  return image;
}

// The package does not export its package.json, so it is read next to the resolved entry point.
async function pgliteVersion(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(
    await readFile(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'),
  ) as { version: string };
  return manifest.version;
}
