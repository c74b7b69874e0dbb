import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Customer, CustomerBody } from '../core/contracts/customer-contract';
import { buildApp } from './app';
import { toRuntimeConfig } from './config';
import type { Database } from './db/database';
import { requireUser } from './plugins/auth';
import { type FakeIdentity, startFakeIdentity } from './test-support/fake-identity';
import { testConfig } from './test-support/test-config';
import { openTestDatabase } from './test-support/test-database';

const INDEX_HTML = '<!doctype html><title>TapWallet</title><div id="root"></div>';
const SOURCE_MAP = '{"version":3,"sources":["../src/main.tsx"],"sourcesContent":["secret"]}';

// The test routes answer whatever they are given; the spec's routes answer through contracts.
const ANY_ANSWER = { 200: { type: 'object', additionalProperties: true } };

describe('app', () => {
  let identity: FakeIdentity;
  let db: Database;
  let disposeDb: () => Promise<void>;
  let staticDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    identity = await startFakeIdentity();
    ({ db, dispose: disposeDb } = await openTestDatabase());
    staticDir = await mkdtemp(path.join(tmpdir(), 'tapwallet-static-'));
    await mkdir(path.join(staticDir, 'assets'));
    await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1);');
    await writeFile(path.join(staticDir, 'manifest.webmanifest'), '{}');
    // A source map left on disk by a build that made them: it holds the whole source.
    await writeFile(path.join(staticDir, 'assets', 'index-abc123.js.map'), SOURCE_MAP);
    await writeFile(path.join(staticDir, 'assets', 'index-abc123.js.map.gz'), SOURCE_MAP);
    await writeFile(path.join(staticDir, 'service-worker.js.map'), SOURCE_MAP);

    app = await buildApp({
      config: testConfig({ IDENTITY_JWKS_URL: identity.jwksUrl }),
      db,
      verifyToken: identity.verifyToken,
      staticDir,
      logger: false,
    });
    // Test-only routes standing in for the spec's private API, which later issues add.
    app.post(
      '/api/private/test/echo',
      {
        schema: {
          body: {
            type: 'object',
            required: ['walletId', 'amount'],
            properties: { walletId: { type: 'string' }, amount: { type: 'number', minimum: 20 } },
          },
          response: ANY_ANSWER,
        },
      },
      async (request) => ({ sub: requireUser(request).sub, body: request.body }),
    );
    // Reads request.user directly, so only the plugin's hook stands between it and a caller.
    app.get('/api/private/test/whoami', { schema: { response: ANY_ANSWER } }, async (request) => ({
      user: request.user,
    }));
    app.get('/api/private/test/crash', { schema: { response: ANY_ANSWER } }, async () => {
      throw new Error('database password is hunter2');
    });
    app.get('/api/private/test/busy', { schema: { response: ANY_ANSWER } }, async () => {
      throw new Error('timeout exceeded when trying to connect');
    });
  });

  afterAll(async () => {
    await app.close();
    await disposeDb();
    await identity.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  const bearer = async (sub = 'user-1') => `Bearer ${await identity.sign({ sub, email: 'u@x.y' })}`;

  describe('GET /health', () => {
    it('is ok when the database and the identity keys answer', async () => {
      const res = await app.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: { ok: true }, identity: { ok: true } });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('is 503 naming identity when the JWKS url is unreachable', async () => {
      const offline = await startFakeIdentity();
      await offline.close();
      const degraded = await buildApp({
        config: testConfig({ IDENTITY_JWKS_URL: offline.jwksUrl }),
        db,
        verifyToken: identity.verifyToken,
        logger: false,
      });
      try {
        const res = await degraded.inject({ method: 'GET', url: '/health' });
        expect(res.statusCode).toBe(503);
        const body = res.json();
        expect(body).toMatchObject({
          statusCode: 503,
          error: 'Service Unavailable',
          status: 'error',
          database: { ok: true },
          identity: { ok: false },
        });
        expect(body.message).toContain('identity');
        expect(body.message).not.toContain('database');
      } finally {
        await degraded.close();
      }
    });

    it('is 503 naming the database when it does not answer', async () => {
      const broken = {
        ...db,
        query: async () => {
          throw new Error('connection refused');
        },
      } as Database;
      const degraded = await buildApp({
        config: testConfig({ IDENTITY_JWKS_URL: identity.jwksUrl }),
        db: broken,
        verifyToken: identity.verifyToken,
        logger: false,
      });
      try {
        const res = await degraded.inject({ method: 'GET', url: '/health' });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({
          database: { ok: false, error: 'connection refused' },
          identity: { ok: true },
        });
      } finally {
        await degraded.close();
      }
    });
  });

  it('serves the runtime config revalidated on every load', async () => {
    const res = await app.inject({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual(
      toRuntimeConfig(testConfig({ IDENTITY_JWKS_URL: identity.jwksUrl })),
    );
  });

  describe('errors', () => {
    it('answers malformed JSON with 400 in the error shape', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/private/test/echo',
        headers: { authorization: await bearer(), 'content-type': 'application/json' },
        payload: '{"walletId": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: expect.stringMatching(/JSON/),
      });
    });

    it('answers a missing field with 400 naming it', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/private/test/echo',
        headers: { authorization: await bearer() },
        payload: { walletId: 'w-1' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.json().message).toContain('amount');
    });

    it('answers an out-of-range field with 400 naming it', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/private/test/echo',
        headers: { authorization: await bearer() },
        payload: { walletId: 'w-1', amount: 5 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/amount.*>= 20/);
    });

    it('does not coerce a string into a number', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/private/test/echo',
        headers: { authorization: await bearer() },
        payload: { walletId: 'w-1', amount: '25' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('body/amount must be number');
    });

    it('answers an unknown API path with 404 in the error shape', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/nothing/here' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Route GET:/api/nothing/here not found',
      });
      const post = await app.inject({ method: 'POST', url: '/api/nothing', payload: {} });
      expect(post.statusCode).toBe(404);
      expect(post.json().statusCode).toBe(404);
    });

    it('hides the cause of an unexpected failure', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/private/test/crash',
        headers: { authorization: await bearer() },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Internal Server Error',
      });
    });

    it('answers 503 when no database connection frees up in time', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/private/test/busy',
        headers: { authorization: await bearer() },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('The service is busy - please try again in a moment');
    });

    it('refuses to register a body route without a schema', async () => {
      const fresh = await buildApp({
        config: testConfig(),
        db,
        verifyToken: identity.verifyToken,
        logger: false,
      });
      try {
        expect(() => fresh.post('/api/private/unchecked', async () => ({}))).toThrow(/JSON schema/);
      } finally {
        await fresh.close();
      }
    });

    it('sends a private answer through its contract, dropping what the contract does not name', async () => {
      const fresh = await buildApp({
        config: testConfig({ IDENTITY_JWKS_URL: identity.jwksUrl }),
        db,
        verifyToken: identity.verifyToken,
        logger: false,
      });
      try {
        fresh.post(
          '/api/private/test/contract',
          { schema: { body: CustomerBody, response: { 200: Customer } } },
          async () => ({ eventRegistrationList: [], lastUpdate: '2026-01-01', passwordHash: 'x' }),
        );
        const res = await fresh.inject({
          method: 'POST',
          url: '/api/private/test/contract',
          headers: { authorization: await bearer() },
          payload: { returning: false },
        });
        expect(res.json()).toEqual({ eventRegistrationList: [], lastUpdate: '2026-01-01' });
      } finally {
        await fresh.close();
      }
    });

    it('refuses to register a private route without a response schema', async () => {
      const fresh = await buildApp({
        config: testConfig(),
        db,
        verifyToken: identity.verifyToken,
        logger: false,
      });
      try {
        const body = { type: 'object' };
        expect(() =>
          fresh.post('/api/private/unanswered', { schema: { body } }, async () => ({})),
        ).toThrow('Route POST /api/private/unanswered needs a response schema');
        expect(() => fresh.get('/api/private/unanswered', async () => ({}))).toThrow(
          'Route GET /api/private/unanswered needs a response schema',
        );
        // Public calls answer through no contract.
        expect(() =>
          fresh.post('/api/public/ping', { schema: { body } }, async () => ({})),
        ).not.toThrow();
      } finally {
        await fresh.close();
      }
    });
  });

  describe('private routes', () => {
    it('rejects a request without a token with 401 and no data', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/private/test/whoami' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Missing authorization token',
      });
    });

    it('rejects a token signed by another key with 401', async () => {
      const forger = await startFakeIdentity();
      const forged = await forger.sign({ sub: 'user-1' });
      await forger.close();
      const res = await app.inject({
        method: 'GET',
        url: '/api/private/test/whoami',
        headers: { authorization: `Bearer ${forged}` },
      });
      expect(res.statusCode).toBe(401);
      expect(Object.keys(res.json()).sort()).toEqual(['error', 'message', 'statusCode']);
    });

    it('rejects an expired token and one issued to another client with 401', async () => {
      const now = Math.floor(Date.now() / 1000);
      for (const token of [
        await identity.sign({ sub: 'user-1', iat: now - 7200, exp: now - 3600 }),
        await identity.sign({ sub: 'user-1', client_id: 'another-client' }),
      ]) {
        const res = await app.inject({
          method: 'GET',
          url: '/api/private/test/whoami',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('Invalid or expired authorization token');
      }
    });

    it('answers 503, not 401, when the identity keys cannot be fetched', async () => {
      const offline = await startFakeIdentity();
      const token = await offline.sign({ sub: 'user-1' });
      await offline.close();
      const cutOff = await buildApp({
        config: testConfig(),
        db,
        verifyToken: offline.verifyToken,
        logger: false,
      });
      cutOff.get(
        '/api/private/test/whoami',
        { schema: { response: ANY_ANSWER } },
        async (request) => ({ user: request.user }),
      );
      try {
        const res = await cutOff.inject({
          method: 'GET',
          url: '/api/private/test/whoami',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'Identity service unavailable - please try again later',
        });
      } finally {
        await cutOff.close();
      }
    });

    it('rejects garbage in the header with 401', async () => {
      for (const authorization of ['Bearer', 'Bearer not-a-jwt', 'Basic dXNlcjpwdw==']) {
        const res = await app.inject({
          method: 'GET',
          url: '/api/private/test/whoami',
          headers: { authorization },
        });
        expect(res.statusCode).toBe(401);
      }
    });

    it('rejects before reading the body, so bad JSON without a token is still 401', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/private/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      });
      expect(res.statusCode).toBe(401);
    });

    it('guards unknown private paths and encoded spellings too', async () => {
      const unknown = await app.inject({ method: 'POST', url: '/api/private/nope', payload: {} });
      expect(unknown.statusCode).toBe(401);
      const encoded = await app.inject({ method: 'GET', url: '/api/%70rivate/test/whoami' });
      expect(encoded.statusCode).toBe(401);
    });

    it('lets a valid token through and sets the user', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/private/test/whoami',
        headers: { authorization: await bearer('user-42') },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json().user).toMatchObject({ sub: 'user-42', email: 'u@x.y' });
    });

    it('accepts a bare token without the Bearer prefix', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/private/test/echo',
        headers: { authorization: await identity.sign({ sub: 'user-7' }) },
        payload: { walletId: 'w-1', amount: 20 },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ sub: 'user-7', body: { walletId: 'w-1', amount: 20 } });
    });
  });

  describe('SPA', () => {
    it('serves index.html for a client route on reload', async () => {
      for (const url of ['/event/wallet', '/event/wallet?reference=R1&state=completed', '/']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.body).toBe(INDEX_HTML);
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    });

    it('serves hashed assets with a long cache', async () => {
      const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('console.log(1);');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
      expect(manifest.headers['cache-control']).toBe('no-cache');
    });

    it('answers a missing file with 404 instead of the app', async () => {
      for (const url of ['/assets/missing.js', '/missing.png']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
      }
    });

    it('never serves a source map, even one on disk', async () => {
      const urls = [
        '/assets/index-abc123.js.map',
        '/assets/index-abc123.js%2emap',
        '/assets/index-abc123.js.map?v=1',
        '/assets/index-abc123.js.map.gz',
        '/service-worker.js.map',
      ];
      for (const url of urls) {
        for (const method of ['GET', 'HEAD'] as const) {
          const res = await app.inject({
            method,
            url,
            headers: { 'accept-encoding': 'br, gzip' },
          });
          expect(res.statusCode, `${method} ${url}`).toBe(404);
          expect(res.body, `${method} ${url}`).not.toContain('sourcesContent');
        }
      }
    });

    it('does not answer other methods with the app', async () => {
      const res = await app.inject({ method: 'DELETE', url: '/event/wallet' });
      expect(res.statusCode).toBe(404);
      expect(res.json().statusCode).toBe(404);
    });
  });

  it('tags every response with a request id, keeping one sent by a proxy', async () => {
    const generated = await app.inject({ method: 'GET', url: '/config.json' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await app.inject({
      method: 'GET',
      url: '/config.json',
      headers: { 'x-request-id': 'proxy-123' },
    });
    expect(forwarded.headers['x-request-id']).toBe('proxy-123');
  });
});
