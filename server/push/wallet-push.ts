// The two calls that switch Web Push on for a process of the stack: the server (scripts/start.ts)
// and the operator CLI (refund pay / void) both sign with the same keys and send the same way.
import type { FastifyBaseLogger } from 'fastify';
import type { Env, ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import type { WalletEventListener } from '../ledger/wallet-events';
import { pushEndpointPolicyFor } from './push-endpoint-policy';
import { createPushSender } from './push-sender';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';
import { createWalletPushNotifier } from './wallet-notifications';

type PushConfig = Pick<
  ServerConfig,
  'dataDir' | 'supportEmail' | 'publicOrigin' | 'pushTestServiceOnLoopback'
>;

export function vapidKeysFor(config: PushConfig, env: Env = process.env): Promise<VapidKeys> {
  return loadVapidKeys({
    env,
    dataDir: config.dataDir,
    defaultSubject: `mailto:${config.supportEmail}`,
  });
}

/** The config with the VAPID public key the SPA subscribes with (GET /config.json). */
export async function withVapidPublicKey(
  config: ServerConfig,
  env: Env = process.env,
): Promise<ServerConfig> {
  return { ...config, vapidPublicKey: (await vapidKeysFor(config, env)).publicKey };
}

/** The onWalletEvent listener that sends the customer a Web Push for each wallet event. */
export async function createWalletPush(opts: {
  db: Queryable;
  config: PushConfig;
  env?: Env;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}): Promise<WalletEventListener> {
  const sender = createPushSender({
    db: opts.db,
    keys: await vapidKeysFor(opts.config, opts.env),
    policy: pushEndpointPolicyFor(opts.config),
    log: opts.log,
  });
  return createWalletPushNotifier({ db: opts.db, sender });
}
