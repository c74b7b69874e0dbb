import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadServerConfig, type ServerConfig } from '../server/config';
import { demoCatalogue } from '../server/db/demo-data';
import { seedDemoData } from '../server/db/seed';
import { type ServerHandle, startServer } from '../server/main';
import {
  createWalletPush,
  startRefundReminders,
  withVapidPublicKey,
} from '../server/push/wallet-push';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from './stack/data-dir-lock';
import { DEMO_USER, type DemoUser, ensureDemoAccount } from './stack/demo-account';
import { importLegacyIdentity } from './stack/legacy-identity';
import { runOperatorCommand } from './stack/operator-commands';
import { newOperatorToken, removeOperatorFile, writeOperatorFile } from './stack/operator-file';
import { assertPortFree, PortInUseError } from './stack/ports';
import { preparePrivateDataDir, tightenDataDir } from './stack/private-data-dir';
import { readyBanner } from './stack/ready-banner';
import { ensureSpaBuilt } from './stack/spa-build';
import type { StackInfo } from './stack/stack-info';
import { openStackLog, type StackLog } from './stack/stack-log';
import { stopOnSignals } from './stack/stop-signals';

// `npm start`: the SPA, the API and its built-in identity on one origin, with embedded data. A
// developer who names an AWS user pool (USER_POOL_ID, USER_POOL_CLIENT_ID) gets that instead,
// and no demo customer, since that pool's users are not ours to create.

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const log = (line: string) => console.log(line);

// When whatever reads our output is gone (a closed pipe), writing must not crash the process
// half-way through stopping.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

let server: Promise<ServerHandle> | undefined;
let operatorDataDir: string | undefined;
let dataDirLock: DataDirLock | undefined;
let stackLog: StackLog | undefined;

const requestStop = stopOnSignals({
  async stop(reason) {
    if (!server) {
      await dataDirLock?.release();
      return;
    }
    log(`\nStopping (${reason})…`);
    // Whatever is still starting is awaited, then stopped.
    if (operatorDataDir) await removeOperatorFile(operatorDataDir).catch(() => {});
    await server.then((handle) => handle.close()).catch(() => {});
    stackLog?.close();
    await dataDirLock?.release();
    log('Stopped.');
  },
  force() {},
});

async function main(): Promise<void> {
  // The server's own config parser supplies every default (PORT, HOST, PUBLIC_ORIGIN, DATA_DIR)
  // and rejects bad values before anything starts.
  const base = loadServerConfig(process.env);
  await preparePrivateDataDir(base.dataDir);
  // Before the port: a second stack on this DATA_DIR is told where the first one runs, not to
  // pick another port and run beside it.
  dataDirLock = await acquireDataDirLock(base.dataDir, {
    owner: 'npm start',
    address: base.publicOrigin,
  });
  if (base.port !== 0) await assertPortFree(base.port, base.host, 'PORT');
  stackLog = openServerLog(base);
  await ensureSpaBuilt(root, log);

  // Web Push: VAPID keys from the environment, else made once under DATA_DIR.
  const config = await withVapidPublicKey(base);
  const operatorToken = newOperatorToken();
  server = startServer({
    config,
    staticDir: join(root, 'dist'),
    logger: { level: stackLog.level, stream: stackLog.stream },
    walletEvents: (db, metrics) => createWalletPush({ db, config, metrics }),
    refundReminders: (db, metrics, log) => startRefundReminders({ db, config, metrics, log }),
    operator: (db, metrics) => ({
      token: operatorToken,
      run: async (argv, cwd) =>
        runOperatorCommand(argv, {
          db,
          cwd,
          onWalletEvent: await createWalletPush({ db, config, metrics }),
        }),
    }),
  }).catch((error: unknown) => {
    // Another program may have taken the port since it was checked.
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new PortInUseError(config.port, 'PORT');
    }
    throw error;
  });
  const handle = await server;
  await tightenDataDir(config.dataDir);
  const { identity } = handle.config;

  let demoUser: DemoUser | null = null;
  if (identity.provider === 'builtin') {
    const imported = await importLegacyIdentity(handle.db, config.dataDir);
    if (imported > 0) log(`Moved ${imported} account(s) of the old identity into the database.`);
    demoUser = await ensureDemoAccount(handle.db);
    const { seeded } = await seedDemoData(handle.db, {
      demoSub: demoUser.sub,
      demoEmail: demoUser.email,
      demoFirstName: DEMO_USER.givenName,
      demoLastName: DEMO_USER.familyName,
    });
    if (seeded) {
      log('Added the demo events and the demo customer (first start).');
      log(demoCatalogue());
    }
  }
  await writeOperatorFile(config.dataDir, { url: handle.url, token: operatorToken });
  operatorDataDir = config.dataDir;

  // For harnesses that start the stack as a child (e2e/support/stack-process.ts): what a person
  // reads in the banner, as JSON, written once everything is ready.
  const infoFile = process.env.STACK_INFO_FILE;
  if (infoFile) {
    const stackInfo: StackInfo = {
      url: config.publicOrigin,
      identity: {
        provider: identity.provider,
        endpoint: identity.endpoint,
        userPoolId: identity.userPoolId,
        clientId: identity.clientId,
        issuer: identity.issuer,
        demoUser,
      },
    };
    await writeFile(infoFile, JSON.stringify(stackInfo, null, 2));
  }

  log(
    readyBanner({
      productName: config.productName,
      url: config.publicOrigin,
      demoEmail: demoUser?.email,
      demoPassword: demoUser?.password,
      dataDir: config.dataDir,
      databaseKind: handle.db.kind,
      identityEndpoint: identity.endpoint,
      identityProvider: identity.provider,
      paymentProvider: config.payments.provider,
      logFile: stackLog?.file,
      metricsUrl: handle.metricsUrl,
      // performance.now() counts from the start of this process.
      readyMs: performance.now(),
    }),
  );
}

// Every request is logged to DATA_DIR/server.log; the terminal shows warnings and errors, or as
// much as LOG_LEVEL asks for when it is set.
function openServerLog(config: ServerConfig): StackLog {
  const asked = process.env.LOG_LEVEL?.trim() ? config.logLevel : undefined;
  return openStackLog({ dataDir: config.dataDir, logLevel: asked });
}

main().catch((error: unknown) => {
  const known =
    error instanceof PortInUseError ||
    error instanceof DataDirLockedError ||
    error instanceof ConfigError;
  const detail = known ? (error as Error).message : ((error as Error).stack ?? String(error));
  console.error(`\nnpm start failed: ${detail}`);
  requestStop('start failed', 1);
});
