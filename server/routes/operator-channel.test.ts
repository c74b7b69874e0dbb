import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { type FakeIdentity, startFakeIdentity } from '../test-support/fake-identity';
import { testConfig } from '../test-support/test-config';
import { openTestDatabase } from '../test-support/test-database';
import { OPERATOR_COMMANDS_PATH } from './operator-channel';

const TOKEN = 'a'.repeat(64);

describe('operator channel', () => {
  let identity: FakeIdentity;
  let db: Database;
  let disposeDb: () => Promise<void>;
  let app: FastifyInstance;
  const ran: string[][] = [];

  beforeAll(async () => {
    identity = await startFakeIdentity();
    ({ db, dispose: disposeDb } = await openTestDatabase());
    app = await buildApp({
      config: testConfig({ IDENTITY_JWKS_URL: identity.jwksUrl }),
      db,
      verifyToken: identity.verifyToken,
      logger: false,
      operator: {
        token: TOKEN,
        run: async (argv) => {
          ran.push(argv);
          return { exitCode: argv[0] === 'fail' ? 1 : 0, output: `ran ${argv.join(' ')}\n` };
        },
      },
    });
  });

  afterAll(async () => {
    await app.close();
    await disposeDb();
    await identity.close();
  });

  const send = (opts: { token?: string; body?: unknown; remoteAddress?: string }) =>
    app.inject({
      method: 'POST',
      url: OPERATOR_COMMANDS_PATH,
      headers: opts.token === undefined ? {} : { authorization: `Bearer ${opts.token}` },
      payload: (opts.body ?? { argv: ['event', 'list'] }) as object,
      remoteAddress: opts.remoteAddress,
    });

  it('runs the command line and answers with its exit code and output', async () => {
    const response = await send({ token: TOKEN, body: { argv: ['fail', '--x'] } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ exitCode: 1, output: 'ran fail --x\n' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a missing or wrong token, running nothing', async () => {
    const before = ran.length;
    expect((await send({})).statusCode).toBe(401);
    expect((await send({ token: 'b'.repeat(64) })).statusCode).toBe(401);
    expect((await send({ token: TOKEN.slice(1) })).statusCode).toBe(401);
    expect(ran.length).toBe(before);
  });

  it('refuses callers from another machine even with the token', async () => {
    const response = await send({ token: TOKEN, remoteAddress: '192.0.2.10' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/this machine only/);
  });

  it('validates the body', async () => {
    const response = await send({ token: TOKEN, body: { argv: 'event list' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/argv/);
    for (const body of [{ argv: [], cwd: '' }, { argv: [7] }, { argv: Array(65).fill('x') }]) {
      expect((await send({ token: TOKEN, body })).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
