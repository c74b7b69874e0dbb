// `npm run admin -- <command>`: the operator CLI on the data npm start uses. See --help.
import { ConfigError } from '../server/config';
import { AdminDatabaseError, adminDatabaseTarget, openAdminDatabase } from './admin/admin-database';
import { adminWalletPush } from './admin/admin-push';
import { EXIT, parseAdminArgs, reportFailure, runAdmin } from './admin/run-admin';
import { runOnRunningStack } from './admin/running-stack';
import { readOperatorFile } from './stack/operator-file';

async function main(): Promise<number> {
  // What the CLI creates under DATA_DIR (a database it opens first) is its owner's alone.
  process.umask(0o077);
  const argv = process.argv.slice(2);
  const out = (line: string) => process.stdout.write(`${line}\n`);
  const err = (line: string) => process.stderr.write(`${line}\n`);

  // Help and typos are answered before the database is opened (it may be busy or slow to start).
  try {
    const invocation = parseAdminArgs(argv);
    if (invocation.kind === 'help') {
      for (const line of invocation.text) out(line);
      return EXIT.ok;
    }
  } catch (error) {
    return reportFailure(error, err);
  }
  let target: ReturnType<typeof adminDatabaseTarget>;
  try {
    target = adminDatabaseTarget(process.env, process.cwd());
  } catch (error) {
    if (!(error instanceof AdminDatabaseError)) throw error;
    err(error.message);
    return EXIT.refused;
  }
  // While npm start holds the embedded database, the command runs inside that process.
  const running = target.url === undefined ? await readOperatorFile(target.dataDir) : null;
  if (running) {
    const result = await runOnRunningStack(running, argv, process.cwd());
    if (result) {
      process.stdout.write(result.output);
      return result.exitCode;
    }
  }
  let db: Awaited<ReturnType<typeof openAdminDatabase>>;
  try {
    db = await openAdminDatabase(target);
  } catch (error) {
    if (!(error instanceof AdminDatabaseError)) throw error;
    err(error.message);
    return EXIT.refused;
  }
  try {
    let onWalletEvent: Awaited<ReturnType<typeof adminWalletPush>>;
    try {
      onWalletEvent = await adminWalletPush(db, process.env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      err(error.message);
      return EXIT.refused;
    }
    return await runAdmin(argv, { db, out, err, onWalletEvent });
  } finally {
    await db.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`admin failed: ${(error as Error).stack ?? String(error)}\n`);
    process.exitCode = 1;
  },
);
