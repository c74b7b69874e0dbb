// The stack npm start runs, in this process on an ephemeral loopback port with a temp data dir:
// the API server with its built-in identity on embedded PGlite (or on PostgreSQL in a schema of
// its own, dropped at the end), the demo data, and a real access token of the demo user.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadServerConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { seedDemoData } from '../../server/db/seed';
import { type ServerHandle, startServer } from '../../server/main';
import { signInWithPassword } from '../../server/test-support/cognito-client';
import { ensureDemoAccount } from '../stack/demo-account';
import { withSearchPath } from './refund-burst';

export interface BenchStack {
  url: string;
  server: ServerHandle;
  /** The Cognito endpoint of the built-in identity. */
  identityEndpoint: string;
  clientId: string;
  demoToken: string;
  demoSub: string;
  close(): Promise<void>;
}

/** With databaseUrl (postgres://…) the server runs on PostgreSQL, otherwise on PGlite. */
export async function startBenchStack(opts: { databaseUrl?: string } = {}): Promise<BenchStack> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tapwallet-bench-'));
  const schema = opts.databaseUrl ? `bench_${randomBytes(6).toString('hex')}` : undefined;
  let server: ServerHandle | undefined;
  const close = async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
    if (opts.databaseUrl && schema) {
      const admin = await openDatabase({ url: opts.databaseUrl });
      await admin.exec(`drop schema if exists ${schema} cascade`).catch(() => {});
      await admin.close();
    }
  };
  try {
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
      IDENTITY_PROVIDER: 'builtin',
      LOG_LEVEL: 'silent',
    });
    server = await startServer({ config, mailer: { send: async () => {} } });
    const demoUser = await ensureDemoAccount(server.db);
    await seedDemoData(server.db, { demoSub: demoUser.sub, demoEmail: demoUser.email });
    const identityEndpoint = `${server.url}/identity`;
    const { clientId } = server.config.identity;
    const tokens = await signInWithPassword(
      identityEndpoint,
      clientId,
      demoUser.email,
      demoUser.password,
    );
    return {
      url: server.url,
      server,
      identityEndpoint,
      clientId,
      demoToken: tokens.AccessToken,
      demoSub: demoUser.sub,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
