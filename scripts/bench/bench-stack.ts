// The stack npm start runs, in this process on ephemeral loopback ports with a temp data dir:
// the local identity service, the API server on embedded PGlite, the demo data, and a real
// access token of the demo user.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTokenVerifier } from '../../server/auth/token-verifier';
import { loadServerConfig } from '../../server/config';
import { seedDemoData } from '../../server/db/seed';
import { type ServerHandle, startServer } from '../../server/main';
import { signInWithPassword } from '../identity/cognito-test-client';
import { type IdentityHandle, startIdentity } from '../identity/start-identity';

export interface BenchStack {
  url: string;
  server: ServerHandle;
  identity: IdentityHandle;
  demoToken: string;
  demoSub: string;
  close(): Promise<void>;
}

export async function startBenchStack(): Promise<BenchStack> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tapwallet-bench-'));
  let identity: IdentityHandle | undefined;
  let server: ServerHandle | undefined;
  const close = async () => {
    await server?.close();
    await identity?.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    identity = await startIdentity({ dataDir, port: 0, origin: 'http://127.0.0.1' });
    const config = loadServerConfig({
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
