// The calls that switch Web Push on for a process of the stack: the server (scripts/start.ts,
// with its refund reminders) and the operator CLI (refund pay / void) both sign with the same
// keys and send the same way.
import type { FastifyBaseLogger } from 'fastify';
import type { Env, ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import type { WalletEventListener } from '../ledger/wallet-events';
import type { ServerMetrics } from '../metrics/server-metrics';
import { pushEndpointPolicyFor } from './push-endpoint-policy';
import { createPushSender, type PushSender } from './push-sender';
import { type ReminderSchedule, scheduleRefundReminders } from './refund-reminders';
import { limitedSender } from './send-limiter';
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

interface WalletPushOptions {
  db: Queryable;
  config: PushConfig;
  env?: Env;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Counts what the push services made of each message. */
  metrics?: Pick<ServerMetrics, 'push'>;
}

/** The onWalletEvent listener that sends the customer a Web Push for each wallet event. */
export async function createWalletPush(opts: WalletPushOptions): Promise<WalletEventListener> {
  return createWalletPushNotifier({ db: opts.db, sender: await pushSenderFor(opts) });
}

/** The refund reminders' sweep (refund-reminders.ts), sending as createWalletPush does. */
export async function startRefundReminders(opts: WalletPushOptions): Promise<ReminderSchedule> {
  return scheduleRefundReminders({ db: opts.db, sender: await pushSenderFor(opts), log: opts.log });
}

async function pushSenderFor(opts: WalletPushOptions): Promise<PushSender> {
  const { metrics } = opts;
  // A bounded rate when thousands go at once (a bar rush, a reminders sweep): send-limiter.ts.
  const sender = createPushSender({
    db: opts.db,
    keys: await vapidKeysFor(opts.config, opts.env),
    policy: pushEndpointPolicyFor(opts.config),
    log: opts.log,
    onDelivery: metrics
      ? (delivery) => {
          metrics.push('sent', delivery.sent);
          metrics.push('removed', delivery.removed);
          metrics.push('failed', delivery.failed);
        }
      : undefined,
  });
  return limitedSender(sender);
}
