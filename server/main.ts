import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { createTokenVerifier, type TokenVerifier } from './auth/token-verifier';
import { type ServerConfig, withIdentityPool } from './config';
import { type Database, openDatabase } from './db/database';
import { migrate } from './db/migrate';
import type { BuiltinIdentityOptions } from './identity/builtin-identity';
import { ensureIdentityPool } from './identity/identity-pool';
import { builtinTokenVerifier } from './identity/session-check';
import type { WalletEventListener } from './ledger/wallet-events';
import type { Mailer } from './mail/mailer';
import { outboxMailer } from './mail/outbox-mailer';
import type { OperatorChannel } from './routes/operator-channel';

export interface StartServerOptions {
  config: ServerConfig;
  /** Defaults to checking tokens against the identity the config names. */
  verifyToken?: TokenVerifier;
  /** Where the built-in identity's e-mails go; the outbox under DATA_DIR by default. */
  mailer?: Mailer;
  /** The built SPA (dist/); omit to serve only the API, /health and /config.json. */
  staticDir?: string;
  /**
   * Builds the listener told of completed top-ups and paid or cancelled refunds (Web Push). It
   * needs the opened database, which only exists inside startServer.
   */
  walletEvents?: (db: Database) => Promise<WalletEventListener>;
  /** The operator CLI's way in while this process holds the embedded database. */
  operator?: (db: Database) => OperatorChannel;
}

export interface ServerHandle {
  /** The config it runs with: with the built-in identity, its pool's ids filled in. */
  config: ServerConfig;
  /** Where the server listens, with the real port when config.port is 0. */
  url: string;
  /** The migrated database, for the stack to seed once identity has created the demo user. */
  db: Database;
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
    const { config, verifyToken, builtinIdentity } = await identityOf(db, opts);
    const app = await buildApp({
      config,
      db,
      verifyToken,
      staticDir: opts.staticDir,
      onWalletEvent: await opts.walletEvents?.(db),
      operator: opts.operator?.(db),
      builtinIdentity,
    });
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      await app.close();
      throw error;
    }
    const { port } = app.server.address() as AddressInfo;
    let closing: Promise<void> | undefined;
    return {
      config,
      url: `http://${urlHost(config.host)}:${port}`,
      db,
      close() {
        closing ??= app.close().finally(() => db.close());
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
      mailer: opts.mailer ?? outboxMailer(config.dataDir),
      autoConfirmDomain: identity.autoConfirmDomain,
    },
  };
}

// A wildcard bind address is not somewhere a browser can go; loopback reaches the same socket.
function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}
