import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../../server/auth/token-verifier';
import { callCognito, signInWithPassword } from './cognito-test-client';
import { loadSigningKey } from './signing-key';
import { type IdentityHandle, startIdentity } from './start-identity';

const ORIGIN = 'http://localhost:5173';

describe('startIdentity', () => {
  let dataDir: string;
  const started: IdentityHandle[] = [];

  const start = async (origin = ORIGIN) => {
    const handle = await startIdentity({ dataDir, port: 0, origin });
    started.push(handle);
    return handle;
  };

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'identity-start-'));
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((handle) => handle.close()));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves the pool on the endpoint it reports, with issuer and keys under it', async () => {
    const identity = await start();
    expect(identity.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(identity.endpoint).not.toMatch(/:0$/);
    expect(identity.region).toBe('ap-southeast-2');
    expect(identity.hostedDomain).toBe(identity.endpoint);
    expect(identity.issuer).toBe(`${identity.endpoint}/${identity.userPoolId}`);
    expect(identity.jwksUrl).toBe(`${identity.issuer}/.well-known/jwks.json`);
    const jwks = (await (await fetch(identity.jwksUrl)).json()) as { keys: { kid: string }[] };
    expect(jwks.keys.map((key) => key.kid)).toEqual([(await loadSigningKey(dataDir)).kid]);
    const stack = JSON.parse(await readFile(path.join(dataDir, 'identity', 'stack.json'), 'utf8'));
    expect(stack).toEqual({ userPoolId: identity.userPoolId, clientId: identity.clientId });
  });

  it('signs the demo user in with tokens issued by the reported issuer', async () => {
    const identity = await start();
    expect(identity.demoUser.email).toBe('demo@tapwallet.example');
    const tokens = await signInWithPassword(
      identity.endpoint,
      identity.clientId,
      identity.demoUser.email,
      identity.demoUser.password,
    );
    const user = await createTokenVerifier({
      issuer: identity.issuer,
      clientId: identity.clientId,
      tokenUse: 'id',
      jwksUrl: identity.jwksUrl,
    })(tokens.IdToken);
    expect(user).toEqual({
      sub: identity.demoUser.sub,
      email: 'demo@tapwallet.example',
      givenName: 'Demo',
      familyName: 'Customer',
      tokenUse: 'id',
    });
  });

  it('confirms sign-ups at the auto-confirm domain itself, and only those', async () => {
    const identity = await startIdentity({
      dataDir,
      port: 0,
      origin: ORIGIN,
      autoConfirmDomain: 'Staff.Example',
    });
    started.push(identity);
    const signUp = (email: string) =>
      callCognito<{ UserConfirmed: boolean }>(identity.endpoint, 'SignUp', {
        ClientId: identity.clientId,
        Username: email,
        Password: 'First-pass-1!',
        UserAttributes: [{ Name: 'email', Value: email }],
      });

    expect(await signUp('ann@staff.example')).toMatchObject({ UserConfirmed: true });
    const tokens = await signInWithPassword(
      identity.endpoint,
      identity.clientId,
      'ann@staff.example',
      'First-pass-1!',
    );
    expect(tokens.IdToken).toEqual(expect.any(String));
    expect(await signUp('bob@staff.example.org')).toMatchObject({ UserConfirmed: false });
    expect(await signUp('carol@example.com')).toMatchObject({ UserConfirmed: false });
  });

  it('leaves every sign-up to its e-mailed code without an auto-confirm domain', async () => {
    const identity = await start();
    const answer = await callCognito<{ UserConfirmed: boolean }>(identity.endpoint, 'SignUp', {
      ClientId: identity.clientId,
      Username: 'ann@staff.example',
      Password: 'First-pass-1!',
      UserAttributes: [{ Name: 'email', Value: 'ann@staff.example' }],
    });
    expect(answer).toMatchObject({ UserConfirmed: false });
  });

  it('reuses the pool, client and demo user on the next start', async () => {
    const first = await start();
    await first.close();
    const second = await start();
    expect(second.endpoint).not.toBe(first.endpoint);
    expect(second.userPoolId).toBe(first.userPoolId);
    expect(second.clientId).toBe(first.clientId);
    expect(second.demoUser).toEqual(first.demoUser);
    const clients = await readFile(path.join(dataDir, 'identity', 'db', 'clients.json'), 'utf8');
    expect(clients.match(/"ClientId"/g)).toHaveLength(1);
    const tokens = await signInWithPassword(
      second.endpoint,
      second.clientId,
      second.demoUser.email,
      second.demoUser.password,
    );
    expect(tokens.IdToken).toBeTruthy();
  });

  it('creates a new pool when the saved one is gone', async () => {
    const first = await start();
    await first.close();
    await rm(path.join(dataDir, 'identity', 'db', `${first.userPoolId}.json`));
    const second = await start();
    expect(second.userPoolId).not.toBe(first.userPoolId);
    expect(second.clientId).not.toBe(first.clientId);
    await signInWithPassword(
      second.endpoint,
      second.clientId,
      second.demoUser.email,
      second.demoUser.password,
    );
  });

  it('fails clearly when the port is taken', async () => {
    const first = await start();
    const port = Number(new URL(first.endpoint).port);
    await expect(startIdentity({ dataDir, port, origin: ORIGIN })).rejects.toThrow(
      `Identity service cannot listen on 127.0.0.1:${port}: the port is already in use`,
    );
  });

  describe('hosted sign-in (authorization code with PKCE)', () => {
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');

    const authorizeUrl = (identity: IdentityHandle, redirectUri: string) => {
      const url = new URL('/oauth2/authorize', identity.hostedDomain);
      url.search = new URLSearchParams({
        client_id: identity.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        scope: 'phone email profile openid aws.cognito.signin.user.admin',
        state: 'xyz',
      }).toString();
      return url;
    };

    const signInOnHostedPage = async (identity: IdentityHandle, redirectUri: string) => {
      const response = await fetch(new URL('/oauth2/authorize', identity.hostedDomain), {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({
          client_id: identity.clientId,
          redirect_uri: redirectUri,
          response_type: 'code',
          code_challenge: challenge,
          code_challenge_method: 'S256',
          scope: 'openid email',
          state: 'xyz',
          username: identity.demoUser.email,
          password: identity.demoUser.password,
        }),
      });
      expect(response.status).toBe(302);
      return new URL(String(response.headers.get('location')));
    };

    const exchange = (identity: IdentityHandle, code: string, codeVerifier: string) =>
      fetch(new URL('/oauth2/token', identity.hostedDomain), {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: identity.clientId,
          redirect_uri: `${ORIGIN}/oauth/login`,
          code,
          code_verifier: codeVerifier,
        }),
      });

    it('returns to /oauth/login with a code that yields verifiable tokens', async () => {
      const identity = await start();
      const page = await fetch(authorizeUrl(identity, `${ORIGIN}/oauth/login`));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<form');

      const returned = await signInOnHostedPage(identity, `${ORIGIN}/oauth/login`);
      expect(`${returned.origin}${returned.pathname}`).toBe(`${ORIGIN}/oauth/login`);
      expect(returned.searchParams.get('state')).toBe('xyz');
      const code = String(returned.searchParams.get('code'));

      const response = await exchange(identity, code, verifier);
      expect(response.status).toBe(200);
      const tokens = (await response.json()) as { access_token: string; id_token: string };
      const user = await createTokenVerifier({
        issuer: identity.issuer,
        clientId: identity.clientId,
        tokenUse: 'access',
      })(tokens.access_token);
      expect(user.sub).toBe(identity.demoUser.sub);
    });

    it('refuses a code exchanged with the wrong verifier', async () => {
      const identity = await start();
      const returned = await signInOnHostedPage(identity, `${ORIGIN}/oauth/login`);
      const response = await exchange(
        identity,
        String(returned.searchParams.get('code')),
        randomBytes(32).toString('base64url'),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
    });

    it('only accepts the current origin as redirect', async () => {
      const first = await start('http://localhost:4000');
      await first.close();
      const identity = await start();
      expect((await fetch(authorizeUrl(identity, `${ORIGIN}/oauth/login`))).status).toBe(200);
      const stale = await fetch(authorizeUrl(identity, 'http://localhost:4000/oauth/login'));
      expect(stale.status).toBe(400);
    });
  });
});
