import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadServerConfig, type ServerConfig } from '../server/config';
import { demoCatalogue } from '../server/db/demo-data';
import { seedDemoData } from '../server/db/seed';
import { type ServerHandle, startServer } from '../server/main';
import { createWalletPush, withVapidPublicKey } from '../server/push/wallet-push';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from './stack/data-dir-lock';
import { hasGivenIdentity } from './stack/given-identity';
import { startGivenIdentityServer } from './stack/given-identity-server';
import { type IdentityChild, IdentityStartError, startIdentityChild } from './stack/identity-child';
import { identityEnv } from './stack/identity-env';
import { localTokenVerifier } from './stack/local-token-verifier';
import { runOperatorCommand } from './stack/operator-commands';
import { newOperatorToken, removeOperatorFile, writeOperatorFile } from './stack/operator-file';
import { assertPortFree, PortInUseError, parsePort } from './stack/ports';
import { preparePrivateDataDir, tightenDataDir } from './stack/private-data-dir';
import { readyBanner } from './stack/ready-banner';
import { ensureSpaBuilt } from './stack/spa-build';
import type { StackInfo } from './stack/stack-info';
import { openStackLog, type StackLog } from './stack/stack-log';
import { stopOnSignals } from './stack/stop-signals';

// `npm start`: the SPA, the identity service and the API on one origin, with embedded data.

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const log = (line: string) => console.log(line);

// When whatever reads our output is gone (a closed pipe), writing must not crash the process
// half-way through stopping and leave the identity service behind.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

let identity: Promise<IdentityChild> | undefined;
let identityPid: number | undefined;
let server: Promise<ServerHandle> | undefined;
let operatorDataDir: string | undefined;
let dataDirLock: DataDirLock | undefined;
let stackLog: StackLog | undefined;

const requestStop = stopOnSignals({
  async stop(reason) {
    if (!identity && !server) {
      await dataDirLock?.release();
      return;
    }
    log(`\nStopping (${reason})…`);
    // Whatever is still starting is awaited, then stopped: nothing may outlive this process.
    if (operatorDataDir) await removeOperatorFile(operatorDataDir).catch(() => {});
    await Promise.all([
      server?.then((handle) => handle.close()).catch(() => {}),
      identity?.then((child) => child.stop()).catch(() => {}),
    ]);
    stackLog?.close();
    await dataDirLock?.release();
    log('Stopped.');
  },
  force() {
    if (identityPid === undefined) return;
    try {
      process.kill(identityPid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  },
});

async function main(): Promise<void> {
  // The server's own config parser supplies every default (PORT, HOST, PUBLIC_ORIGIN, DATA_DIR)
  // and rejects bad values before anything starts; the identity settings it insists on are not
  // known until the identity service is up, so they are stand-ins for this first read.
  const givenIdentity = hasGivenIdentity(process.env);
  const base = loadServerConfig(
    givenIdentity
      ? process.env
      : {
          ...process.env,
          IDENTITY_ENDPOINT: 'http://identity.invalid',
          USER_POOL_ID: 'pending',
          USER_POOL_CLIENT_ID: 'pending',
        },
  );
  const identityPort = parsePort(process.env.IDENTITY_PORT, 9229, 'IDENTITY_PORT');
  await preparePrivateDataDir(base.dataDir);
  // Before the ports: a second stack on this DATA_DIR is told where the first one runs, not to
  // pick another port and run beside it.
  dataDirLock = await acquireDataDirLock(base.dataDir, {
    owner: 'npm start',
    address: base.publicOrigin,
  });
  if (base.port !== 0) await assertPortFree(base.port, base.host, 'PORT');
  if (identityPort !== 0 && !givenIdentity) {
    await assertPortFree(identityPort, '127.0.0.1', 'IDENTITY_PORT');
  }
  stackLog = openServerLog(base);
  if (givenIdentity) return startWithGivenIdentity(base, stackLog);

  identity = startIdentityChild({
    cwd: root,
    port: identityPort,
    dataDir: base.dataDir,
    publicOrigin: base.publicOrigin,
    onUnexpectedExit: (code, signal) => {
      console.error(
        `The identity service stopped unexpectedly (${signal ?? `exit code ${code}`}).`,
      );
      requestStop('identity service ended', 1);
    },
  });
  // The bundler and the identity service start side by side; both must succeed.
  const [built, started] = await Promise.allSettled([ensureSpaBuilt(root, log), identity]);
  if (built.status === 'rejected') throw built.reason;
  if (started.status === 'rejected') throw started.reason;
  const { info } = started.value;
  identityPid = started.value.pid;

  Object.assign(process.env, identityEnv(info, base.publicOrigin));
  // Web Push: VAPID keys from the environment, else made once under DATA_DIR.
  const config = await withVapidPublicKey(loadServerConfig(process.env));
  const operatorToken = newOperatorToken();
  server = startServer({
    config,
    staticDir: join(root, 'dist'),
    logger: { level: stackLog.level, stream: stackLog.stream },
    identityProxy: { upstream: info.endpoint },
    verifyToken: await localTokenVerifier(config.identity, config.dataDir),
    walletEvents: (db, metrics) => createWalletPush({ db, config, metrics }),
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

  const { demoUser } = info;
  const { seeded } = await seedDemoData(handle.db, {
    demoSub: demoUser.sub,
    demoEmail: demoUser.email,
    demoFirstName: demoUser.givenName,
    demoLastName: demoUser.familyName,
  });
  if (seeded) {
    log('Added the demo events and the demo customer (first start).');
    log(demoCatalogue());
  }
  await writeOperatorFile(config.dataDir, { url: handle.url, token: operatorToken });
  operatorDataDir = config.dataDir;

  // For harnesses that start the stack as a child (e2e/support/stack-process.ts): what a person
  // reads in the banner, as JSON, written once everything is ready.
  const infoFile = process.env.STACK_INFO_FILE;
  if (infoFile) {
    const stackInfo: StackInfo = { url: config.publicOrigin, identity: info };
    await writeFile(infoFile, JSON.stringify(stackInfo, null, 2));
  }

  log(
    readyBanner({
      productName: config.productName,
      url: config.publicOrigin,
      demoEmail: demoUser.email,
      demoPassword: demoUser.password,
      dataDir: config.dataDir,
      databaseKind: handle.db.kind,
      identityEndpoint: info.endpoint,
      paymentProvider: config.payments.provider,
      logFile: stackLog?.file,
      metricsUrl: handle.metricsUrl,
      // performance.now() counts from the start of this process.
      readyMs: performance.now(),
    }),
  );
}

// A developer's own user pool (USER_POOL_ID, USER_POOL_CLIENT_ID): the API and the SPA only.
async function startWithGivenIdentity(base: ServerConfig, serverLog: StackLog): Promise<void> {
  await ensureSpaBuilt(root, log);
  const config = await withVapidPublicKey(base);
  server = startGivenIdentityServer(config, join(root, 'dist'), {
    level: serverLog.level,
    stream: serverLog.stream,
  });
  const handle = await server;
  await tightenDataDir(config.dataDir);
  log(
    readyBanner({
      productName: config.productName,
      url: config.publicOrigin,
      dataDir: config.dataDir,
      databaseKind: handle.db.kind,
      identityEndpoint: config.identity.endpoint,
      paymentProvider: config.payments.provider,
      logFile: serverLog.file,
      metricsUrl: handle.metricsUrl,
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
    error instanceof IdentityStartError ||
    error instanceof DataDirLockedError ||
    error instanceof ConfigError;
  const detail = known ? (error as Error).message : ((error as Error).stack ?? String(error));
  console.error(`\nnpm start failed: ${detail}`);
  requestStop('start failed', 1);
});
