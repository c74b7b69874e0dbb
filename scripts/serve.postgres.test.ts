// `npm run serve` end to end: real processes on one fresh PostgreSQL database and the built SPA,
// with either identity: a user pool elsewhere (IDENTITY_PROVIDER=cognito; a built-in identity on
// its own port stands in for AWS Cognito, as only its published keys are used), or the built-in
// one shared by the instances. Serve insists on PostgreSQL, so its tests run when DATABASE_URL
// names one (always in CI: .ci/run sets it).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import packageJson from '../package.json' with { type: 'json' };
import { type Database, openDatabase } from '../server/db/database';
import { ensureConfirmedAccount } from '../server/identity/operator-accounts';
import { walletBalanceCents } from '../server/ledger/ledger';
import { SANDBOX_NOTICE } from '../server/payments/sandbox-exposure';
import { STRIPE_WEBHOOK_PATH } from '../server/payments/stripe-provider';
import { attachPaymentSession, findPurchase } from '../server/payments/top-up-payments';
import { recordTopUpRequest } from '../server/payments/top-up-request';
import { callCognito, signInWithPassword } from '../server/test-support/cognito-client';
import {
  type ListeningIdentity,
  startListeningIdentity,
} from '../server/test-support/listening-identity';
import { insertEvent, insertWallet } from '../server/test-support/money-test-fixture';
import { SERVE_ARGS, type ServeProcess, serveUntilExit, startServe } from './serve/serve-process';
import { followLines } from './stack/child-output';
import { freePort } from './stack/ports';
import { ensureSpaBuilt } from './stack/spa-build';
import { stopChild } from './stack/stop-child';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
// Collected only when DATABASE_URL names a PostgreSQL (vite.config.ts).
const postgresUrl = process.env.DATABASE_URL as string;

const STRIPE_SECRET_KEY = 'sk_test_two_instances';
const STRIPE_WEBHOOK_SECRET = 'whsec_two_instances';
const TICKET_FIND = '/api/private/registration/ticket/find';

/** A database of its own on the DATABASE_URL server, dropped afterwards. */
async function freshDatabase(serverUrl: string) {
  const name = `tapwallet_serve_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

let identity: ListeningIdentity;
let token: string;

/** The settings that name a user pool elsewhere, as an AWS one is named. */
function cognitoEnv(pool: ListeningIdentity): Record<string, string> {
  return {
    IDENTITY_PROVIDER: 'cognito',
    IDENTITY_ENDPOINT: pool.endpoint,
    IDENTITY_REGION: pool.region,
    USER_POOL_ID: pool.userPoolId,
    USER_POOL_CLIENT_ID: pool.clientId,
    HOSTED_UI_DOMAIN: pool.endpoint,
    IDENTITY_ISSUER: pool.issuer,
    IDENTITY_JWKS_URL: pool.jwksUrl,
  };
}

// One stand-in user pool for the file, and dist/ built once (as `npm run build` does) before any
// server process reads it.
beforeAll(async () => {
  const built = ensureSpaBuilt(root, () => {});
  identity = await startListeningIdentity();
  await built;
  const { demoUser } = identity;
  const tokens = await signInWithPassword(
    identity.endpoint,
    identity.clientId,
    demoUser.email,
    demoUser.password,
  );
  token = tokens.AccessToken;
}, 180_000);

afterAll(async () => {
  await identity?.close();
});

it('runs serve as the command npm run serve execs', () => {
  expect(packageJson.scripts.serve).toBe(`exec node ${SERVE_ARGS.join(' ')}`);
});

describe('npm run serve', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let db: Database;
  let env: Record<string, string>;
  let sandbox: ServeProcess;
  let instances: ServeProcess[] = [];

  beforeAll(async () => {
    database = await freshDatabase(postgresUrl);
    const vapid = webpush.generateVAPIDKeys();
    env = {
      ...cognitoEnv(identity),
      DATABASE_URL: database.url,
      PUBLIC_ORIGIN: 'http://localhost:8080',
      PORT: '0',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      LOG_LEVEL: 'warn',
    };
    const stripe = {
      ...env,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET,
    };
    // Three processes migrating one empty database at the same moment.
    const started = await Promise.allSettled([
      startServe(root, env),
      startServe(root, stripe),
      startServe(root, stripe),
    ]);
    const running = started.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) {
      await Promise.all(running.map((server) => server.stop()));
      throw failed.reason;
    }
    [sandbox, ...instances] = running as [ServeProcess, ServeProcess, ServeProcess];
    db = await openDatabase({ url: database.url });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([sandbox, ...instances].map((server) => server?.stop()));
    await db?.close();
    await database?.drop();
  }, 60_000);

  const call = (server: ServeProcess, path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('serves the built app and the API to a user of the given identity', async () => {
    expect(sandbox.output()).toContain(`Payments:  SANDBOX. ${SANDBOX_NOTICE}`);
    const page = await fetch(`${sandbox.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const config = (await (await fetch(`${sandbox.url}/config.json`)).json()) as {
      identity: { endpoint: string; userPoolId: string; clientId: string };
    };
    expect(config.identity).toMatchObject({
      endpoint: identity.endpoint,
      userPoolId: identity.userPoolId,
      clientId: identity.clientId,
    });

    expect((await fetch(`${sandbox.url}/api/private/customer`, { method: 'POST' })).status).toBe(
      401,
    );
    const { demoUser } = identity;
    const login = await call(sandbox, '/api/private/profile/login', {
      firstName: 'Demo',
      lastName: 'Customer',
      email: demoUser.email,
      phone: '',
      locale: 'en',
    });
    expect(login.status).toBe(200);
    const customer = await call(sandbox, '/api/private/customer', { returning: true });
    expect(customer.status).toBe(200);
    expect(await customer.json()).toMatchObject({ eventRegistrationList: [] });
    // No demo data in production: the only rows are the ones this test made.
    expect(await db.query('select id from events')).toEqual([]);
  });

  it('shares the ticket search budget across instances', async () => {
    const find = {
      ticketNumber: 'NONE-1',
      firstName: 'Demo',
      lastName: 'Customer',
      email: 'x@y.z',
    };
    for (let i = 0; i < 20; i += 1) {
      const res = await call(instances[i % 2] as ServeProcess, TICKET_FIND, find);
      expect(res.status).toBe(200);
    }
    for (const server of instances)
      expect((await call(server, TICKET_FIND, find)).status).toBe(429);
  });

  it('credits a Stripe payment once, completed through one instance and seen by the other', async () => {
    const [first, second] = instances as [ServeProcess, ServeProcess];
    const [customer] = await db.query<{ id: string }>('select id from customers where sub = $1', [
      identity.demoUser.sub,
    ]);
    const eventId = await insertEvent(db);
    const wallet = await insertWallet(db, { eventId, customerId: customer?.id });
    // What POST purchase/request records before it opens the Checkout Session at Stripe.
    const { reference } = await recordTopUpRequest(db, {
      sub: identity.demoUser.sub,
      provider: 'stripe',
      productName: 'TapWallet',
      publicOrigin: 'http://localhost:8080',
      body: topUpBody(wallet.id, eventId),
    });
    await attachPaymentSession(db, reference, 'cs_test_two_instances');
    const payload = JSON.stringify({
      id: 'evt_two_instances',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          object: 'checkout.session',
          id: 'cs_test_two_instances',
          status: 'complete',
          payment_status: 'paid',
          amount_total: 5000,
          currency: 'nzd',
          client_reference_id: reference,
        },
      },
    });
    const deliver = async (server: ServeProcess) => {
      const signature = new Stripe(STRIPE_SECRET_KEY).webhooks.generateTestHeaderString({
        payload,
        secret: STRIPE_WEBHOOK_SECRET,
      });
      const res = await fetch(`${server.url}${STRIPE_WEBHOOK_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      return res.status;
    };

    expect(await deliver(first)).toBe(200);
    const seen = await call(second, '/api/private/customer/wallet', {
      walletId: wallet.id,
      eventId,
    });
    expect(seen.status).toBe(200);
    expect(await seen.json()).toMatchObject({ balance: { current: 43.5 } });

    // Stripe retries, and may deliver to every instance behind the load balancer at once.
    expect(await Promise.all([deliver(first), deliver(second), deliver(second)])).toEqual([
      200, 200, 200,
    ]);
    expect(await walletBalanceCents(db, wallet.id)).toBe(4350);
    expect((await findPurchase(db, reference))?.state).toBe('COMPLETED');
    // The amount charged, the card fee and the activation fee, each written once.
    const rows = await db.query('select 1 from wallet_transactions where wallet_id = $1', [
      wallet.id,
    ]);
    expect(rows).toHaveLength(3);
  });

  it('refuses to start naming each missing or malformed setting', async () => {
    const { USER_POOL_ID: _pool, HOSTED_UI_DOMAIN: _hosted, ...missing } = env;
    const [bad, exposed] = await Promise.all([
      serveUntilExit(root, { ...missing, PORT: 'eighty', DATABASE_URL: 'mysql://db/x' }),
      serveUntilExit(root, { ...env, PUBLIC_ORIGIN: 'https://wallet.example.com' }),
    ]);
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('USER_POOL_ID is required when IDENTITY_PROVIDER=cognito');
    expect(bad.output).toContain('HOSTED_UI_DOMAIN is required when IDENTITY_PROVIDER=cognito');
    expect(bad.output).toContain('PORT must be an integer from 0 to 65535, got "eighty"');
    expect(bad.output).toContain('DATABASE_URL must be a postgres://');
    expect(exposed.code).toBe(1);
    expect(exposed.output).toContain('PAYMENT_PROVIDER is the sandbox');
    expect(exposed.output).toContain('ALLOW_SANDBOX_PAYMENTS=true');
  });
});

describe('npm run serve with the built-in identity', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let db: Database;
  let first: ServeProcess;
  let second: ServeProcess;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await freshDatabase(postgresUrl);
    const vapid = webpush.generateVAPIDKeys();
    env = {
      IDENTITY_PROVIDER: 'builtin',
      DATABASE_URL: database.url,
      PUBLIC_ORIGIN: 'http://localhost:8080',
      PORT: '0',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      LOG_LEVEL: 'warn',
    };
    // Two instances creating the pool of one empty database at the same moment.
    [first, second] = await Promise.all([startServe(root, env), startServe(root, env)]);
    db = await openDatabase({ url: database.url });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first, second].map((server) => server?.stop()));
    await db?.close();
    await database?.drop();
  }, 60_000);

  const identityOf = async (server: ServeProcess) =>
    (
      (await (await fetch(`${server.url}/config.json`)).json()) as {
        identity: { endpoint: string; userPoolId: string; clientId: string; authFlow: string };
      }
    ).identity;

  it('is one identity on both instances: the pool, the sessions and their revocation', async () => {
    expect(first.output()).toContain('Identity:  built in, at http://localhost:8080/identity');
    const [a, b] = await Promise.all([identityOf(first), identityOf(second)]);
    expect(a).toEqual(b);
    expect(a).toMatchObject({
      endpoint: 'http://localhost:8080/identity',
      authFlow: 'USER_PASSWORD_AUTH',
    });
    const email = 'serve-builtin@example.com';
    await ensureConfirmedAccount(db, {
      email,
      password: 'Serve-pass-1!',
      givenName: 'Serve',
      familyName: 'Builtin',
    });
    const tokens = await signInWithPassword(
      `${first.url}/identity`,
      a.clientId,
      email,
      'Serve-pass-1!',
    );
    const customer = (server: ServeProcess) =>
      fetch(`${server.url}/api/private/customer`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tokens.AccessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ returning: false }),
      });
    expect((await customer(second)).status).toBe(200);
    await callCognito(`${second.url}/identity`, 'RevokeToken', {
      ClientId: a.clientId,
      Token: tokens.RefreshToken,
    });
    expect((await customer(first)).status).toBe(401);

    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signInWithPassword(
        `${attempt % 2 ? first.url : second.url}/identity`,
        a.clientId,
        email,
        'Wrong-pass-1!',
      ).catch(() => undefined);
    }
    await expect(
      signInWithPassword(`${first.url}/identity`, a.clientId, email, 'Serve-pass-1!'),
    ).rejects.toMatchObject({ message: 'NotAuthorizedException: Password attempts exceeded' });
  });

  it("refuses the test stack's auto-confirmed sign-ups", async () => {
    const refused = await serveUntilExit(root, {
      ...env,
      IDENTITY_AUTO_CONFIRM_DOMAIN: 'confirmed.example',
    });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'IDENTITY_AUTO_CONFIRM_DOMAIN is for the local test stack only',
    );
  });
});

describe('npm start with a given user pool', () => {
  it("starts no identity of its own and no demo data, and accepts that pool's users", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tapwallet-given-pool-'));
    const port = await freePort();
    const stack = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...cognitoEnv(identity),
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const lines: string[] = [];
      await new Promise<void>((resolve, reject) => {
        const onLine = (line: string) => {
          lines.push(line);
          if (line.includes('Press Ctrl-C to stop.')) resolve();
        };
        if (stack.stdout) followLines(stack.stdout, onLine);
        if (stack.stderr) followLines(stack.stderr, onLine);
        stack.once('close', (code) =>
          reject(new Error(`npm start exited ${code}:\n${lines.join('\n')}`)),
        );
      });
      const output = lines.join('\n');
      expect(output).toContain(
        `Identity:      ${identity.endpoint} (the user pool from USER_POOL_ID)`,
      );
      expect(output).not.toContain('Demo sign-in');
      expect(existsSync(join(dataDir, 'outbox.jsonl'))).toBe(false);

      const customer = await fetch(`http://127.0.0.1:${port}/api/private/customer`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ returning: true }),
      });
      expect(customer.status).toBe(200);
      expect(await customer.json()).toMatchObject({ eventRegistrationList: [] });
    } finally {
      await stopChild(stack);
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

function topUpBody(walletId: string, eventId: string) {
  const item = (code: string, name: string, price: number, category: string) => ({
    code,
    name,
    price,
    currency: 'NZD',
    quantity: 1,
    category,
  });
  return {
    uid: '',
    walletId,
    description: 'Online Top Up',
    currency: 'NZD',
    category: 'TOP_UP' as const,
    purchaseItemList: [
      item('TOP_UP', 'Online Top Up', 50, 'TOP_UP'),
      item('CARD_FEE', 'Card Fee', -2.5, 'TOP_UP'),
      item('ACTIVATION_FEE', 'Activation Fee', -4, 'ACTIVATION'),
    ],
    requestOrigin: 'http://localhost:8080',
    contractCode: 'HLF',
    eventId,
  };
}
