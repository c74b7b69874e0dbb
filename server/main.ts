import type { AddressInfo } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import type { TokenVerifier } from './auth/token-verifier';
import type { ServerConfig } from './config';
import { type Database, openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { scheduleUpkeep, type UpkeepRun } from './db/upkeep';
import type { WalletEventListener } from './ledger/wallet-events';
import { type MetricsServer, startMetricsServer } from './metrics/metrics-server';
import { createServerMetrics, type ServerMetrics } from './metrics/server-metrics';
import type { IdentityProxyOptions } from './plugins/identity-proxy';
import type { OperatorChannel } from './routes/operator-channel';
import { urlHost } from './url-host';

export interface StartServerOptions {
  config: ServerConfig;
  verifyToken: TokenVerifier;
  /** The built SPA (dist/); omit to serve only the API, /health and /config.json. */
  staticDir?: string;
  /**
   * Builds the listener told of completed top-ups and paid or cancelled refunds (Web Push). It
   * needs the opened database, which only exists inside startServer.
   */
  walletEvents?: (db: Database, metrics: ServerMetrics) => Promise<WalletEventListener>;
  /** The operator CLI's way in while this process holds the embedded database. */
  operator?: (db: Database, metrics: ServerMetrics) => OperatorChannel;
  /** The embedded identity on loopback, reached by browsers under /identity (npm start only). */
  identityProxy?: IdentityProxyOptions;
  /** Fastify logger options; defaults to JSON lines on stdout at config.logLevel (serve). */
  logger?: FastifyServerOptions['logger'];
  /** The embedded database's upkeep schedule; tests shorten it and wait for a run. */
  upkeep?: { intervalMs?: number; onRun?: (run: UpkeepRun) => void };
}

export interface ServerHandle {
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
  const { config } = opts;
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const metrics = createServerMetrics({ db, processMetrics: true });
    const app = await buildApp({
      config,
      db,
      verifyToken: opts.verifyToken,
      staticDir: opts.staticDir,
      onWalletEvent: await opts.walletEvents?.(db, metrics),
      operator: opts.operator?.(db, metrics),
      identityProxy: opts.identityProxy,
      logger: opts.logger,
      metrics,
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
    let closing: Promise<void> | undefined;
    return {
      url: `http://${urlHost(config.host)}:${port}`,
      db,
      metrics,
      metricsUrl: metricsServer?.url,
      close() {
        closing ??= Promise.all([app.close(), upkeep?.stop(), metricsServer?.close()])
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
