// Bodies nested deeper than any call takes are refused by the JSON parser itself, before anything
// (the parser, the control-character walk, the validator) recurses into them. Every route with a
// body is found from the app as it is built, so a new route or content type is covered too.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { type FakeIdentity, startFakeIdentity } from '../test-support/fake-identity';
import { testConfig } from '../test-support/test-config';
import { openTestDatabase } from '../test-support/test-database';
import { TEST_PUSH_POLICY } from '../test-support/test-push-policy';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-depth';

type Schema = Record<string, unknown>;

const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/**
 * How deep a body this schema can accept: 1 for an object or array of scalars, one more per
 * level. An object open to any property (no properties, no additionalProperties schema) counts
 * as one level: the identity's calls are forwarded as they are and are flat.
 */
function schemaDepth(schema: Schema): number {
  const children: Schema[] = [];
  const properties = schema.properties as Record<string, Schema> | undefined;
  children.push(...Object.values(properties ?? {}));
  if (typeof schema.additionalProperties === 'object') {
    children.push(schema.additionalProperties as Schema);
  }
  const items = schema.items as Schema | Schema[] | undefined;
  if (items) children.push(...(Array.isArray(items) ? items : [items]));
  const branches = ['anyOf', 'oneOf', 'allOf'].flatMap((key) => (schema[key] as Schema[]) ?? []);
  const own = schema.type === 'object' || schema.type === 'array' ? 1 : 0;
  const deepest = Math.max(0, ...children.map(schemaDepth));
  return Math.max(own + deepest, ...branches.map(schemaDepth));
}

interface BodyRoute {
  method: string;
  url: string;
  body: Schema;
}

describe('JSON nesting depth', () => {
  let app: FastifyInstance;
  let db: Database;
  let dispose: () => Promise<void>;
  let identity: FakeIdentity;
  let token: string;
  const routes: BodyRoute[] = [];

  beforeAll(async () => {
    identity = await startFakeIdentity();
    ({ db, dispose } = await openTestDatabase());
    await migrate(db);
    app = await buildApp({
      config: testConfig({ IDENTITY_JWKS_URL: identity.jwksUrl }),
      db,
      verifyToken: identity.verifyToken,
      logger: false,
      pushEndpointPolicy: TEST_PUSH_POLICY,
      registrationRateLimit: { max: 100_000, timeWindowMs: 60_000 },
      operator: { token: 'operator-token', run: async () => ({ exitCode: 0, output: '' }) },
      onRoute: (route: RouteOptions) => {
        const body = route.schema?.body as Schema | undefined;
        if (!body) return;
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) routes.push({ method, url: route.url, body });
      },
    });
    await app.ready();
    token = await identity.sign({ sub: 'nesting-tester' });
  });

  afterAll(async () => {
    await app.close();
    await dispose();
    await identity.close();
  });

  const send = (url: string, payload: string, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });

  const tooDeep = {
    statusCode: 400,
    error: 'Bad Request',
    message: `Body must not be nested more than ${MAX_JSON_DEPTH} levels deep`,
  };

  it('every call takes bodies well within the limit', () => {
    const depths = routes.map((route) => ({
      route: `${route.method} ${route.url}`,
      depth: schemaDepth(route.body),
    }));
    expect(depths.map((d) => d.route)).toEqual(
      expect.arrayContaining([
        'POST /api/private/customer/push/register',
        'POST /api/private/customer/purchase/request',
        'POST /operator/commands',
      ]),
    );
    expect(depths.filter((d) => d.depth > MAX_JSON_DEPTH / 4)).toEqual([]);
  });

  it('answers 400 for 100 000 nested arrays to the customer call', async () => {
    const res = await send('/api/private/customer', nestedArrays(100_000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(tooDeep);
  });

  it('answers 400 for 10 000 nested objects to the wallet call', async () => {
    const res = await send('/api/private/customer/wallet', nestedObjects(10_000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(tooDeep);
  });

  it("answers 400 for a 5 000-deep object in a push subscription's keys", async () => {
    const payload = `{"endpoint":"https://push.example.com/send/1","keys":${nestedObjects(5_000)}}`;
    const res = await send('/api/private/customer/push/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(tooDeep);
  });

  it("answers 400 on every route that takes a body, the operator paths too (the identity answers its own, in Cognito's shape)", async () => {
    const body = nestedArrays(MAX_JSON_DEPTH + 1);
    const failures: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, 'TU-TEST').replace('*', 'x');
      const res = await app.inject({
        method: route.method as 'POST',
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: body,
      });
      // The Stripe webhook reads its body as signed bytes, never as JSON.
      if (url === '/payments/stripe/webhook') continue;
      if (res.statusCode !== 400 || res.json().message !== tooDeep.message) {
        failures.push(`${route.method} ${url}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('still takes ordinary bodies, and brackets inside strings do not count', async () => {
    const name = `[{"${'['.repeat(40)}\\"{{`;
    const profile = await send(
      '/api/private/profile/login',
      JSON.stringify({
        firstName: name,
        lastName: 'Lee',
        email: 'a@example.com',
        phone: '',
        locale: 'en',
      }),
    );
    expect(profile.statusCode).toBe(200);
    const push = await send(
      '/api/private/customer/push/register',
      JSON.stringify({
        endpoint: 'https://push.example.com/send/1',
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u',
          auth: 'tBHI',
        },
      }),
    );
    expect(push.statusCode).toBe(204);
  });

  it('counts only brackets outside strings, as deep as the limit and no deeper', () => {
    expect(jsonDepthExceeds(nestedArrays(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDepthExceeds(nestedArrays(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonDepthExceeds(`["${'['.repeat(1000)}"]`, 2)).toBe(false);
    expect(jsonDepthExceeds(`["\\\\", [[[]]]]`, 3)).toBe(true);
    expect(jsonDepthExceeds(`["\\"[[[[", []]`, 2)).toBe(false);
    expect(jsonDepthExceeds('[] [] [] []', 1)).toBe(false);
  });
});
