import type { LevelWithSilent } from 'pino';
import { startIdentity } from './start-identity';

// Child-process entry of the local stack. Env: IDENTITY_PORT (9229, 0 = free port), DATA_DIR
// (.data), PUBLIC_ORIGIN (http://localhost:$PORT), IDENTITY_LOG_LEVEL (error),
// IDENTITY_AUTO_CONFIRM_DOMAIN (none: every sign-up needs its e-mailed code). It listens on
// 127.0.0.1 only: browsers reach it through the API server's /identity.
// Prints one `IDENTITY_READY <json>` line on stdout once it answers.

const parsePort = (value: string) => {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`IDENTITY_PORT must be a port number, got '${value}'`);
  }
  return port;
};

const main = async () => {
  const { close, ...ready } = await startIdentity({
    dataDir: process.env.DATA_DIR || '.data',
    port: parsePort(process.env.IDENTITY_PORT || '9229'),
    origin: process.env.PUBLIC_ORIGIN || `http://localhost:${process.env.PORT || '8080'}`,
    logLevel: (process.env.IDENTITY_LOG_LEVEL as LevelWithSilent | undefined) || undefined,
    autoConfirmDomain: process.env.IDENTITY_AUTO_CONFIRM_DOMAIN || undefined,
  });
  process.stdout.write(`IDENTITY_READY ${JSON.stringify(ready)}\n`);
  const stop = () => {
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Identity service did not close cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

main().catch((error: unknown) => {
  console.error(`Identity service failed to start: ${(error as Error).message ?? error}`);
  process.exit(1);
});
