import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { registerHealthRoute } from './health';

const answeringDb = { query: async () => [{ '?column?': 1 }] } as unknown as Database;
const downDb = {
  query: async () => {
    throw new Error('connection refused');
  },
} as unknown as Database;

/** A JWKS endpoint answering with the status the test sets, counting the fetches. */
async function keyServer() {
  const server = { status: 200, fetches: 0 };
  const http = createServer((_request, response) => {
    server.fetches += 1;
    response.writeHead(server.status, { 'content-type': 'application/json' }).end('{"keys":[]}');
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    server,
    jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    close: () => new Promise((resolve) => http.close(resolve)),
  };
}

describe('GET /health/live', () => {
  it('answers 200 without asking the database or the identity service', async () => {
    const keys = await keyServer();
    keys.server.status = 500;
    const app = Fastify();
    registerHealthRoute(app, { db: downDb, jwksUrl: keys.jwksUrl });
    try {
      const res = await app.inject({ method: 'GET', url: '/health/live' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(keys.server.fetches).toBe(0);
    } finally {
      await app.close();
      await keys.close();
    }
  });
});

describe('GET /health/ready', () => {
  it('fetches the identity keys once per 30 s and asks the database every time', async () => {
    const keys = await keyServer();
    let clock = 1_000_000;
    let queries = 0;
    const countingDb = {
      query: async () => {
        queries += 1;
        return [];
      },
    } as unknown as Database;
    const app = Fastify();
    registerHealthRoute(app, { db: countingDb, jwksUrl: keys.jwksUrl, now: () => clock });
    try {
      const ready = () => app.inject({ method: 'GET', url: '/health/ready' });
      expect((await ready()).statusCode).toBe(200);
      clock += 29_000;
      expect((await ready()).statusCode).toBe(200);
      expect(keys.server.fetches).toBe(1);
      expect(queries).toBe(2);
      clock += 2_000;
      keys.server.status = 503;
      const res = await ready();
      expect(keys.server.fetches).toBe(2);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        message: 'Unavailable: identity',
        identity: { ok: false, error: 'JWKS answered 503' },
      });
    } finally {
      await app.close();
      await keys.close();
    }
  });

  it('does not keep a failed identity check, so it is ready as soon as the keys are back', async () => {
    const keys = await keyServer();
    keys.server.status = 500;
    const app = Fastify();
    registerHealthRoute(app, { db: answeringDb, jwksUrl: keys.jwksUrl, now: () => 0 });
    try {
      expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(503);
      keys.server.status = 200;
      expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
      expect(keys.server.fetches).toBe(2);
    } finally {
      await app.close();
      await keys.close();
    }
  });

  it.each(['/health/ready', '/health'])('%s names a database that does not answer', async (url) => {
    const keys = await keyServer();
    const app = Fastify();
    registerHealthRoute(app, { db: downDb, jwksUrl: keys.jwksUrl });
    try {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        message: 'Unavailable: database',
        database: { ok: false, error: 'connection refused' },
        identity: { ok: true },
      });
    } finally {
      await app.close();
      await keys.close();
    }
  });
});

describe('GET /health', () => {
  it('gives up on an identity service that never answers', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const app = Fastify();
    registerHealthRoute(app, {
      db: answeringDb,
      jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`,
      timeoutMs: 200,
    });
    try {
      const started = Date.now();
      const res = await app.inject({ method: 'GET', url: '/health' });
      expect(Date.now() - started).toBeLessThan(2000);
      expect(res.statusCode).toBe(503);
      expect(res.json().identity).toEqual({ ok: false, error: 'no answer within 200 ms' });
    } finally {
      await app.close();
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('counts an error status from the key endpoint as down', async () => {
    const failing = createServer((_request, response) => response.writeHead(500).end());
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const { port } = failing.address() as AddressInfo;
    const app = Fastify();
    registerHealthRoute(app, { db: answeringDb, jwksUrl: `http://127.0.0.1:${port}/jwks.json` });
    try {
      const res = await app.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        message: 'Unavailable: identity',
        identity: { ok: false, error: 'JWKS answered 500' },
      });
    } finally {
      await app.close();
      await new Promise((resolve) => failing.close(resolve));
    }
  });
});
