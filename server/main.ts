import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { createTokenVerifier, type TokenVerifier } from './auth/token-verifier';
import { type ServerConfig, withIdentityPool } from './config';
import { type Database, openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { scheduleUpkeep, type UpkeepRun } from './db/upkeep';
import type { BuiltinIdentityOptions } from './identity/builtin-identity';
import { ensureIdentityPool } from './identity/identity-pool';
import { builtinTokenVerifier } from './identity/session-check';
import type { WalletEventListener } from './ledger/wallet-events';
import type { Mailer } from './mail/mailer';
import { type MetricsServer, startMetricsServer } from './metrics/metrics-server';
import { createServerMetrics, type ServerMetrics } from './metrics/server-metrics';
import type { OperatorChannel } from './routes/operator-channel';
import { urlHost } from './url-host';

export interface StartServerOptions {
  config: ServerConfig;
  /** Defaults to checking tokens against the identity the config names. */
  verifyToken?: TokenVerifier;
  /** Where the built-in identity's e-mails go; by default SMTP_URL's server, else the outbox. */
  mailer?: Mailer;
  /** The built SPA (dist/); omit to serve only the API, /health and /config.json. */
  staticDir?: string;
  /**
   * Builds the listener told of completed top-ups and paid or cancelled refunds (Web Push). It
   * needs the opened database, which only exists inside startServer.
   */
  walletEvents?: (db: Database, metrics: ServerMetrics) => Promise<WalletEventListener>;
  /** The operator CLI's way in while this process holds the embedded database. */
  operator?: (db: Database, metrics: ServerMetrics) => OperatorChannel;
  /** Fastify logger options; defaults to JSON lines on stdout at config.logLevel (serve). */
  logger?: FastifyServerOptions['logger'];
  /** Starts the refund reminders' sweep (Web Push) once the server listens. */
  refundReminders?: (
    db: Database,
    metrics: ServerMetrics,
    log: FastifyBaseLogger,
  ) => Promise<{ stop(): Promise<void> }>;
  /** The embedded database's upkeep schedule; tests shorten it and wait for a run. */
  upkeep?: { intervalMs?: number; onRun?: (run: UpkeepRun) => void };
}

export interface ServerHandle {
  /** The config it runs with: with the built-in identity, its pool's ids filled in. */
  config: ServerConfig;
  /** Where the server listens, with the real port when config.port is 0. */
  url: string;
  /** The migrated database, for the stack to seed once identity has created the demo user. */
  db: Database;
  /** This process's metrics, and where they are scraped when config.metrics.port is set. */
  metrics: ServerMetrics;
  metricsUrl: string | undefined;
  /** Stops accepting requests, lets running ones finish, then closes the database. */
  close(): Promise<void>;
}

/**
 * Opens the database named by the config, applies pending migrations and listens. It does not
 * seed: demo data needs the demo user's identity subject, so the stack calls
 * seedDemoData(handle.db, …) after the identity service is up. It installs no signal handlers
 * either; whoever owns the process calls close() on SIGINT/SIGTERM.
 */
export async function startServer(opts: StartServerOptions): Promise<ServerHandle> {
  const db = await openDatabase({ url: opts.config.databaseUrl, dataDir: opts.config.dataDir });
  try {
    await migrate(db);
    const metrics = createServerMetrics({ db, processMetrics: true });
    const { config, verifyToken, builtinIdentity } = await identityOf(db, opts);
    const app = await buildApp({
      config,
      db,
      verifyToken,
      staticDir: opts.staticDir,
      onWalletEvent: await opts.walletEvents?.(db, metrics),
      operator: opts.operator?.(db, metrics),
      logger: opts.logger,
      metrics,
      builtinIdentity,
    });
    let metricsServer: MetricsServer | undefined;
    try {
      await app.listen({ port: config.port, host: config.host });
      if (config.metrics.port !== undefined) {
        metricsServer = await startMetricsServer(metrics, {
          host: config.metrics.host,
          port: config.metrics.port,
        });
      }
    } catch (error) {
      await app.close();
      throw error;
    }
    const { port } = app.server.address() as AddressInfo;
    // PostgreSQL has autovacuum; the embedded database has only this.
    const upkeep =
      db.kind === 'pglite' ? scheduleUpkeep(db, { ...opts.upkeep, log: app.log }) : undefined;
    const reminders = await opts.refundReminders?.(db, metrics, app.log);
    let closing: Promise<void> | undefined;
    return {
      config,
      url: `http://${urlHost(config.host)}:${port}`,
      db,
      metrics,
      metricsUrl: metricsServer?.url,
      close() {
        closing ??= Promise.all([
          app.close(),
          upkeep?.stop(),
          reminders?.stop(),
          metricsServer?.close(),
        ])
          .then(() => {})
          .finally(() => db.close());
        return closing;
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * The identity the config names: an AWS user pool whose published keys verify its tokens, or
 * this server itself, with the pool its database keeps and sessions checked as they end.
 */
async function identityOf(
  db: Database,
  opts: StartServerOptions,
): Promise<{
  config: ServerConfig;
  verifyToken: TokenVerifier;
  builtinIdentity?: BuiltinIdentityOptions;
}> {
  const { identity } = opts.config;
  if (identity.provider === 'cognito') {
    return {
      config: opts.config,
      verifyToken:
        opts.verifyToken ??
        createTokenVerifier({
          issuer: identity.issuer,
          clientId: identity.clientId,
          tokenUse: identity.tokenUse,
          jwksUrl: identity.jwksUrl,
        }),
    };
  }
  const pool = await ensureIdentityPool(db, identity.region);
  const config = withIdentityPool(opts.config, pool);
  return {
    config,
    verifyToken:
      opts.verifyToken ??
      builtinTokenVerifier({
        db,
        pool,
        issuer: config.identity.issuer,
        tokenUse: config.identity.tokenUse,
      }),
    builtinIdentity: {
      pool,
      mailer: opts.mailer,
      autoConfirmDomain: identity.autoConfirmDomain,
    },
  };
}
