import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { registerHealthRoute } from './health';

const answeringDb = { query: async () => [{ '?column?': 1 }] } as unknown as Database;

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
