// The stack npm start runs, in this process on ephemeral loopback ports with a temp data dir:
// the local identity service, the API server on embedded PGlite (or on PostgreSQL in a schema
// of its own, dropped at the end), the demo data, and a real access token of the demo user.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTokenVerifier } from '../../server/auth/token-verifier';
import { loadServerConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { seedDemoData } from '../../server/db/seed';
import { type ServerHandle, startServer } from '../../server/main';
import { signInWithPassword } from '../identity/cognito-test-client';
import { type IdentityHandle, startIdentity } from '../identity/start-identity';
import { withSearchPath } from './refund-burst';

export interface BenchStack {
  url: string;
  server: ServerHandle;
  identity: IdentityHandle;
  demoToken: string;
  demoSub: string;
  close(): Promise<void>;
}

/** With databaseUrl (postgres://…) the server runs on PostgreSQL, otherwise on PGlite. */
export async function startBenchStack(opts: { databaseUrl?: string } = {}): Promise<BenchStack> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tapwallet-bench-'));
  const schema = opts.databaseUrl ? `bench_${randomBytes(6).toString('hex')}` : undefined;
  let identity: IdentityHandle | undefined;
  let server: ServerHandle | undefined;
  const close = async () => {
    await server?.close();
    await identity?.close();
    await rm(dataDir, { recursive: true, force: true });
    if (opts.databaseUrl && schema) {
      const admin = await openDatabase({ url: opts.databaseUrl });
      await admin.exec(`drop schema if exists ${schema} cascade`).catch(() => {});
      await admin.close();
    }
  };
  try {
    identity = await startIdentity({ dataDir, port: 0, origin: 'http://127.0.0.1' });
    if (opts.databaseUrl && schema) {
      // openDatabase creates the schema; the server then works inside it.
      await (await openDatabase({ url: opts.databaseUrl, schema })).close();
    }
    const config = loadServerConfig({
      ...(opts.databaseUrl && schema
        ? { DATABASE_URL: withSearchPath(opts.databaseUrl, schema) }
        : {}),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      IDENTITY_ENDPOINT: identity.endpoint,
      USER_POOL_ID: identity.userPoolId,
      USER_POOL_CLIENT_ID: identity.clientId,
      LOG_LEVEL: 'silent',
    });
    server = await startServer({
      config,
      verifyToken: createTokenVerifier({
        issuer: config.identity.issuer,
        clientId: config.identity.clientId,
        tokenUse: config.identity.tokenUse,
        jwksUrl: config.identity.jwksUrl,
      }),
    });
    const { demoUser } = identity;
    await seedDemoData(server.db, { demoSub: demoUser.sub, demoEmail: demoUser.email });
    const tokens = await signInWithPassword(
      identity.endpoint,
      identity.clientId,
      demoUser.email,
      demoUser.password,
    );
    return {
      url: server.url,
      server,
      identity,
      demoToken: tokens.AccessToken,
      demoSub: demoUser.sub,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
