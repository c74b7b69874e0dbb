// Finding 1 (the identity's admin targets answered anyone the published address reached): the
// embedded identity behind our origin, with a real cognito-local on loopback.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callCognito, signInWithPassword } from '../../scripts/identity/cognito-test-client';
import { type IdentityHandle, startIdentity } from '../../scripts/identity/start-identity';
import { codeChallenge } from '../../src/identity/hosted-sign-in';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { testConfig } from '../test-support/test-config';
import { openTestDatabase } from '../test-support/test-database';

const ORIGIN = 'http://localhost:5173';

describe('identity proxy', () => {
  let dataDir: string;
  let identity: IdentityHandle;
  let db: Database;
  let disposeDb: () => Promise<void>;
  let app: FastifyInstance;
  let base: string;

  const published = () => `${base}/identity`;
  const call = (target: string, body: object) => callCognito(published(), target, body);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'identity-proxy-'));
    identity = await startIdentity({ dataDir, port: 0, origin: ORIGIN });
    ({ db, dispose: disposeDb } = await openTestDatabase());
    app = await buildApp({
      config: testConfig({ IDENTITY_JWKS_URL: identity.jwksUrl }),
      db,
      verifyToken: () => Promise.reject(new Error('not used')),
      logger: false,
      identityProxy: { upstream: identity.endpoint },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await disposeDb?.();
    await identity?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('forwards the sign-in a customer makes and its refresh, with tokens the API trusts', async () => {
    const tokens = await signInWithPassword(
      published(),
      identity.clientId,
      identity.demoUser.email,
      identity.demoUser.password,
    );
    const refreshed = await call('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: identity.clientId,
      AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
    });
    expect(refreshed).toHaveProperty('AuthenticationResult.AccessToken');
    await call('RevokeToken', { ClientId: identity.clientId, Token: tokens.RefreshToken });
  });

  it('forwards sign-up, a resent code and a forgotten password', async () => {
    const email = `proxy-${Date.now()}@example.com`;
    await call('SignUp', {
      ClientId: identity.clientId,
      Username: email,
      Password: 'Proxy-pass-1!',
      UserAttributes: [{ Name: 'email', Value: email }],
    });
    await call('ResendConfirmationCode', { ClientId: identity.clientId, Username: email });
    // Unknown codes reach the identity and come back as its own errors, not the proxy's.
    const wrongCode = call('ConfirmSignUp', {
      ClientId: identity.clientId,
      Username: email,
      ConfirmationCode: '000000',
    });
    await expect(wrongCode).rejects.toMatchObject({ type: 'CodeMismatchException' });
    const demo = { ClientId: identity.clientId, Username: identity.demoUser.email };
    await expect(call('ForgotPassword', demo)).resolves.toHaveProperty('CodeDeliveryDetails');
    const wrongReset = call('ConfirmForgotPassword', {
      ...demo,
      ConfirmationCode: '000000',
      Password: 'Never-set-1!',
    });
    await expect(wrongReset).rejects.toMatchObject({ type: 'CodeMismatchException' });
  });

  it.each([
    ['AdminCreateUser', { Username: 'intruder@example.com', TemporaryPassword: 'Intruder-1!' }],
    ['AdminSetUserPassword', { Username: 'demo@tapwallet.example', Password: 'Taken-over-1!' }],
    ['AdminGetUser', { Username: 'demo@tapwallet.example' }],
    ['AdminInitiateAuth', { AuthFlow: 'ADMIN_USER_PASSWORD_AUTH' }],
    ['AdminDeleteUser', { Username: 'demo@tapwallet.example' }],
    ['ListUsers', {}],
    ['ListUserPools', { MaxResults: 10 }],
    ['CreateUserPool', { PoolName: 'mine' }],
    ['DeleteUserPool', {}],
    ['UpdateUserPoolClient', { ClientId: 'x' }],
    ['GetUser', { AccessToken: 'x' }],
  ])('refuses the %s target with a 403 in the API error shape', async (target, body) => {
    const response = await fetch(published(), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      body: JSON.stringify({ UserPoolId: identity.userPoolId, ...body }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'This identity operation is not available',
    });
  });

  it('left the accounts untouched by the refused targets', async () => {
    const tokens = signInWithPassword(
      identity.endpoint,
      identity.clientId,
      identity.demoUser.email,
      identity.demoUser.password,
    );
    await expect(tokens).resolves.toHaveProperty('AccessToken');
    const pool = await callCognito<{ Users: { Username: string }[] }>(
      identity.endpoint,
      'ListUsers',
      { UserPoolId: identity.userPoolId },
    );
    expect(pool.Users.map((user) => user.Username)).not.toContain('intruder@example.com');
  });

  it('refuses a request without a target, or with another service prefix', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { 'x-amz-target': 'InitiateAuth' },
      { 'x-amz-target': 'SomethingElse.InitiateAuth' },
    ]) {
      const response = await fetch(`${published()}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', ...headers },
        body: '{}',
      });
      expect(response.status).toBe(403);
    }
  });

  it.each([
    ['GET', '/identity'],
    ['GET', '/identity/'],
    ['GET', '/identity/health'],
    ['GET', '/identity/local_x/.well-known/openid-configuration'],
    ['POST', '/identity/oauth2/revoke'],
    ['DELETE', '/identity/'],
  ])('answers %s %s with the API 404', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('lets pages of other origins (the Vite dev server) make the customer calls', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/identity',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toContain('x-amz-target');
    const answered = await fetch(published(), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: '{}',
    });
    expect(answered.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('publishes the signing keys', async () => {
    const response = await fetch(`${published()}/${identity.userPoolId}/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(await (await fetch(identity.jwksUrl)).json());
  });

  it('serves the hosted sign-in form whose post, redirect and token exchange stay on our origin', async () => {
    const verifier = 'v'.repeat(43);
    const query = new URLSearchParams({
      client_id: identity.clientId,
      redirect_uri: `${ORIGIN}/oauth/login`,
      response_type: 'code',
      scope: 'openid email',
      state: 'state-1',
      code_challenge: await codeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const page = await fetch(`${published()}/oauth2/authorize?${query}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('action="/identity/oauth2/authorize"');
    expect(html).not.toContain('action="/oauth2/');

    const form = Object.fromEntries(
      [...html.matchAll(/name="(\w+)" value="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    );
    const posted = await fetch(`${base}/identity/oauth2/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...form,
        username: identity.demoUser.email,
        password: identity.demoUser.password,
      }),
    });
    expect(posted.status).toBe(302);
    const returned = new URL(String(posted.headers.get('location')));
    expect(`${returned.origin}${returned.pathname}`).toBe(`${ORIGIN}/oauth/login`);
    expect(returned.searchParams.get('state')).toBe('state-1');

    const token = await fetch(`${published()}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: identity.clientId,
        redirect_uri: `${ORIGIN}/oauth/login`,
        code: String(returned.searchParams.get('code')),
        code_verifier: verifier,
      }),
    });
    expect(token.status).toBe(200);
    expect(await token.json()).toHaveProperty('access_token');
  });

  it('answers 502 in the API error shape when the identity service is down', async () => {
    const offline = await buildApp({
      config: testConfig(),
      db,
      verifyToken: () => Promise.reject(new Error('not used')),
      logger: false,
      identityProxy: { upstream: 'http://127.0.0.1:1' },
    });
    const response = await offline.inject({
      method: 'POST',
      url: '/identity/',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      payload: '{}',
    });
    await offline.close();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ statusCode: 502, error: 'Bad Gateway' });
  });

  it('is not there when no embedded identity is configured', async () => {
    const plain = await buildApp({
      config: testConfig(),
      db,
      verifyToken: () => Promise.reject(new Error('not used')),
      logger: false,
    });
    const response = await plain.inject({ method: 'POST', url: '/identity/', payload: {} });
    await plain.close();
    expect(response.statusCode).toBe(404);
  });
});
