// Every string field of every call's body, found from the routes' own schemas as the app adds
// them, gets a NUL; a new route or field is covered without touching this file.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { type FakeIdentity, startFakeIdentity } from '../test-support/fake-identity';
import { testConfig } from '../test-support/test-config';
import { openTestDatabase } from '../test-support/test-database';

type Schema = Record<string, unknown>;

interface BodyField {
  /** body/… as the error message names it. */
  name: string;
  /** A body holding only this field, set to a string with a NUL. */
  payload: unknown;
}

interface BodyRoute {
  method: string;
  url: string;
  fields: BodyField[];
}

const NUL = 'a\u0000b';

function isStringSchema(schema: Schema): boolean {
  const { type } = schema;
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}

/** The string leaves of a JSON schema, each with a payload that reaches it. */
function stringFields(
  schema: Schema,
  name: string,
  wrap: (value: unknown) => unknown,
): BodyField[] {
  const fields: BodyField[] = [];
  if (isStringSchema(schema)) fields.push({ name, payload: wrap(NUL) });
  const properties = schema.properties as Record<string, Schema> | undefined;
  for (const [key, child] of Object.entries(properties ?? {})) {
    fields.push(...stringFields(child, `${name}/${key}`, (value) => wrap({ [key]: value })));
  }
  const items = schema.items as Schema | undefined;
  if (items && !Array.isArray(items)) {
    fields.push(...stringFields(items, `${name}/0`, (value) => wrap([value])));
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const branch of (schema[key] as Schema[] | undefined) ?? []) {
      fields.push(...stringFields(branch, name, wrap));
    }
  }
  return fields;
}

function bodyRouteOf(route: RouteOptions): BodyRoute[] {
  const body = route.schema?.body as Schema | undefined;
  if (!body) return [];
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const fields = stringFields(body, 'body', (value) => value).filter(
    // The whole body as one string is not a JSON call.
    (field) => field.name !== 'body',
  );
  // Path parameters get a harmless value so the route itself is reached.
  const url = route.url.replace(/:[A-Za-z]+/g, 'TU-TEST');
  return methods.map((method) => ({ method, url, fields }));
}

describe('control characters in requests', () => {
  let app: FastifyInstance;
  let db: Database;
  let dispose: () => Promise<void>;
  let identity: FakeIdentity;
  const routes: BodyRoute[] = [];
  let token: string;

  beforeAll(async () => {
    identity = await startFakeIdentity();
    ({ db, dispose } = await openTestDatabase());
    await migrate(db);
    app = await buildApp({
      config: testConfig({ IDENTITY_JWKS_URL: identity.jwksUrl }),
      db,
      verifyToken: identity.verifyToken,
      logger: false,
      registrationRateLimit: { max: 100_000, timeWindowMs: 60_000 },
      operator: { token: 'operator-token', run: async () => ({ exitCode: 0, output: '' }) },
      onRoute: (route) => routes.push(...bodyRouteOf(route)),
    });
    await app.ready();
    token = await identity.sign({ sub: 'control-character-tester' });
  });

  afterAll(async () => {
    await app.close();
    await dispose();
    await identity.close();
  });

  it('finds the body fields of the calls (the list below is not empty by accident)', () => {
    const names = routes.flatMap((route) => route.fields.map((f) => `${route.url} ${f.name}`));
    expect(names).toContain('/api/private/registration/card/find body/serial');
    expect(names).toContain('/api/private/customer/purchase/request body/purchaseItemList/0/name');
    expect(names).toContain('/api/private/customer/push/register body/keys/p256dh');
    expect(names).toContain('/payments/sandbox/TU-TEST body/decision');
    expect(names).toContain('/operator/commands body/argv/0');
    expect(routes.length).toBeGreaterThanOrEqual(15);
  });

  it('answers 400 naming the field for a NUL in every string field of every call', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const field of route.fields) {
        const res = await app.inject({
          method: route.method as 'POST',
          url: route.url,
          headers: { authorization: `Bearer ${token}` },
          payload: field.payload as object,
        });
        const expected = {
          statusCode: 400,
          error: 'Bad Request',
          message: `${field.name} must not contain control characters`,
        };
        if (res.statusCode !== 400 || JSON.stringify(res.json()) !== JSON.stringify(expected)) {
          failures.push(
            `${route.method} ${route.url} ${field.name}: ${res.statusCode} ${res.body}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses other C0 characters and DEL, and control characters in field names', async () => {
    for (const character of ['\u0001', '\t', '\n', '\r', '\u001b', '\u001f', '\u007f']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/private/registration/card/find',
        headers: { authorization: `Bearer ${token}` },
        payload: { uid: `04${character}`, serial: '1234' },
      });
      expect(res.statusCode, JSON.stringify(character)).toBe(400);
      expect(res.json().message).toBe('body/uid must not contain control characters');
    }
    const res = await app.inject({
      method: 'POST',
      url: '/api/private/customer',
      headers: { authorization: `Bearer ${token}` },
      payload: { 'first\u0000Name': 'Ann' },
    });
    expect(res.json()).toMatchObject({
      statusCode: 400,
      message: 'body must not contain control characters',
    });
  });

  it('lets ordinary text through to the route', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/private/registration/card/find',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        uid: '04 1234 5678 9ABC',
        serial: '12 34',
        firstName: 'Zoë',
        lastName: 'Ōtākou',
        email: 'z@example.com',
      },
    });
    expect(res.statusCode).not.toBe(400);
  });

  it('answers 400 for a control character in any URL path or query', async () => {
    for (const url of [
      '/payments/sandbox/TU-%00',
      '/payments/sandbox/%0aTU',
      '/api/private/customer/%00',
      '/payments/stripe/return/TU-%7F',
      '/nowhere/%1f',
      '/config.json?x=%00',
    ]) {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.json().message, url).toMatch(
        /^The URL (path|query) must not contain control characters$/,
      );
    }
  });
});
