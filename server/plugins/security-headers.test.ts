// The security headers are on every kind of response the server gives, including the ones a
// hook refuses before any route runs.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Env } from '../config';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { type FakeIdentity, startFakeIdentity } from '../test-support/fake-identity';
import { testConfig } from '../test-support/test-config';
import { openTestDatabase } from '../test-support/test-database';

function directives(res: LightMyRequestResponse): Map<string, string> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

describe('security headers', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  let identity: FakeIdentity;
  let staticDir: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase());
    await migrate(db);
    identity = await startFakeIdentity();
    staticDir = await mkdtemp(path.join(tmpdir(), 'tapwallet-spa-'));
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(staticDir, 'favicon.svg'), '<svg/>');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await dispose();
    await identity.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  async function app(env: Env = {}): Promise<FastifyInstance> {
    const built = await buildApp({
      config: testConfig({ IDENTITY_JWKS_URL: identity.jwksUrl, ...env }),
      db,
      verifyToken: identity.verifyToken,
      logger: false,
      staticDir,
    });
    await built.ready();
    apps.push(built);
    return built;
  }

  it('puts them on the SPA, files, API answers, errors, 404s and the payment page', async () => {
    const local = await app();
    const requests: [string, string, number][] = [
      ['GET', '/', 200],
      ['GET', '/event/wallet', 200],
      ['GET', '/favicon.svg', 200],
      ['GET', '/config.json', 200],
      ['POST', '/api/private/customer', 401],
      ['GET', '/api/nowhere', 404],
      ['GET', '/nowhere.js', 404],
      ['GET', '/payments/sandbox/TU-NONE', 404],
      ['GET', '/payments/sandbox/%00', 400],
    ];
    for (const [method, url, status] of requests) {
      const res = await local.inject({ method: method as 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      const csp = directives(res);
      expect(csp.get('frame-ancestors'), url).toBe("'none'");
      expect(csp.get('script-src'), url).toBe("'self' 'wasm-unsafe-eval'");
      expect(csp.get('default-src'), url).toBe("'self'");
      expect(csp.get('object-src'), url).toBe("'none'");
      // Plain http: no HSTS, and no upgrade to TLS the local ports do not speak.
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(csp.has('upgrade-insecure-requests'), url).toBe(false);
    }
  });

  it('lets the app connect to and post to the identity service only when it lives elsewhere', async () => {
    const local = await app({ IDENTITY_ENDPOINT: 'http://127.0.0.1:9229' });
    const csp = directives(await local.inject({ method: 'GET', url: '/' }));
    expect(csp.get('connect-src')).toBe("'self' http://127.0.0.1:9229");
    expect(csp.get('form-action')).toBe("'self' http://127.0.0.1:9229");

    const cognito = await app({
      PUBLIC_ORIGIN: 'https://wallet.tapwallet.example',
      IDENTITY_ENDPOINT: 'https://cognito-idp.ap-southeast-2.amazonaws.com',
      HOSTED_UI_DOMAIN: 'https://login.tapwallet.example',
    });
    const remote = directives(await cognito.inject({ method: 'GET', url: '/' }));
    expect(remote.get('connect-src')).toBe(
      "'self' https://cognito-idp.ap-southeast-2.amazonaws.com https://login.tapwallet.example",
    );

    const embedded = await app({
      PUBLIC_ORIGIN: 'https://wallet.tapwallet.example',
      IDENTITY_ENDPOINT: 'https://wallet.tapwallet.example/identity',
    });
    const own = directives(await embedded.inject({ method: 'GET', url: '/' }));
    expect(own.get('connect-src')).toBe("'self'");
    expect(own.get('form-action')).toBe("'self'");
  });

  it('sends HSTS and upgrades requests only when PUBLIC_ORIGIN is https', async () => {
    const secure = await app({ PUBLIC_ORIGIN: 'https://wallet.tapwallet.example' });
    for (const url of ['/', '/config.json', '/api/nowhere']) {
      const res = await secure.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(directives(res).has('upgrade-insecure-requests'), url).toBe(true);
    }
  });
});
