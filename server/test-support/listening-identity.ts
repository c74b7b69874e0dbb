// The built-in identity on a real port, for what must talk HTTP to it as a browser or a remote
// API would: amazon-cognito-identity-js, a JWKS fetched by URL, the bench.
import type { FastifyInstance } from 'fastify';
import { freePort } from '../../scripts/stack/ports';
import { buildApp } from '../app';
import { loadServerConfig, withIdentityPool } from '../config';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { ensureIdentityPool } from '../identity/identity-pool';
import { ensureConfirmedAccount } from '../identity/operator-accounts';
import { builtinTokenVerifier } from '../identity/session-check';
import { type Mailbox, memoryMailbox } from './identity-test-app';
import { createTestDatabase } from './test-database';

export interface ListeningIdentity {
  /** The Cognito endpoint and hosted domain: `${origin}/identity`. */
  endpoint: string;
  region: string;
  userPoolId: string;
  clientId: string;
  issuer: string;
  jwksUrl: string;
  demoUser: { email: string; password: string; sub: string };
  mailbox: Mailbox;
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

export const DEMO = {
  email: 'demo@tapwallet.example',
  password: 'Demo-pass-2026!',
  givenName: 'Demo',
  familyName: 'Customer',
};

/** A migrated test database and the API with its identity listening on 127.0.0.1. */
export async function startListeningIdentity(
  opts: { redirectOrigins?: string[] } = {},
): Promise<ListeningIdentity> {
  const target = await createTestDatabase();
  const db = await target.open();
  await migrate(db);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const pool = await ensureIdentityPool(db, 'ap-southeast-2');
  const config = withIdentityPool(
    loadServerConfig({
      IDENTITY_PROVIDER: 'builtin',
      PUBLIC_ORIGIN: origin,
      DATABASE_URL: 'memory://',
      LOG_LEVEL: 'silent',
    }),
    pool,
  );
  const mailbox = memoryMailbox();
  const app = await buildApp({
    config,
    db,
    logger: false,
    verifyToken: builtinTokenVerifier({
      db,
      pool,
      issuer: config.identity.issuer,
      tokenUse: 'access',
    }),
    builtinIdentity: {
      pool,
      mailer: mailbox,
      redirectUris: (opts.redirectOrigins ?? [origin]).map((at) => `${at}/oauth/login`),
    },
  });
  await app.listen({ port, host: '127.0.0.1' });
  const demo = await ensureConfirmedAccount(db, DEMO);
  return {
    endpoint: config.identity.endpoint,
    region: config.identity.region,
    userPoolId: pool.userPoolId,
    clientId: pool.clientId,
    issuer: config.identity.issuer,
    jwksUrl: config.identity.jwksUrl,
    demoUser: { email: DEMO.email, password: DEMO.password, sub: demo.sub },
    mailbox,
    app,
    db,
    async close() {
      await app.close();
      await db.close();
      await target.dispose();
    },
  };
}
