import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadServerConfig } from '../server/config';
import { type ServerHandle, startServer } from '../server/main';
import { createWalletPush, startRefundReminders } from '../server/push/wallet-push';
import { spaBuildProblem } from './serve/built-spa';
import { serveBanner } from './serve/serve-banner';
import { stopOnSignals } from './stack/stop-signals';

// `npm run serve`: the production entry. The API and the built SPA, with the identity the
// environment names (IDENTITY_PROVIDER: an AWS Cognito user pool, or the built-in one kept in the
// database); PostgreSQL, the payment provider and the push keys are given by the environment. Any
// number of these processes may share one database.

const root = dirname(dirname(fileURLToPath(import.meta.url)));

class ServeError extends Error {}

let server: Promise<ServerHandle> | undefined;

const requestStop = stopOnSignals({
  async stop() {
    await server?.then((handle) => handle.close()).catch(() => {});
  },
  force() {},
});

async function main(): Promise<void> {
  let config: ReturnType<typeof loadServerConfig>;
  try {
    config = loadServerConfig(process.env, { mode: 'serve' });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const lines = error.message.split('\n').map((line) => `  - ${line}`);
    throw new ServeError(`fix these settings:\n${lines.join('\n')}`);
  }
  const spaProblem = await spaBuildProblem(root);
  if (spaProblem) throw new ServeError(spaProblem);

  server = startServer({
    config,
    staticDir: join(root, 'dist'),
    walletEvents: (db, metrics) => createWalletPush({ db, config, metrics }),
    refundReminders: (db, metrics, log) => startRefundReminders({ db, config, metrics, log }),
  });
  const handle = await server;
  console.log(
    serveBanner({
      productName: config.productName,
      publicOrigin: config.publicOrigin,
      listenUrl: handle.url,
      identityEndpoint: handle.config.identity.endpoint,
      identityProvider: handle.config.identity.provider,
      paymentProvider: config.payments.provider,
      smtp: config.mail.smtp !== undefined,
      metricsUrl: handle.metricsUrl,
    }),
  );
}

main().catch((error: unknown) => {
  const known = error instanceof ServeError || error instanceof ConfigError;
  const detail = known ? (error as Error).message : ((error as Error).stack ?? String(error));
  console.error(`npm run serve cannot start: ${detail}`);
  requestStop('start failed', 1);
});
