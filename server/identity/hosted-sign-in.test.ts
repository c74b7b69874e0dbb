// The hosted sign-in page and its token endpoint: the authorization code flow with PKCE S256,
// exact return addresses, single-use codes, and a page where no parameter can become markup.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeChallenge } from '../../src/identity/hosted-sign-in';
import {
  type IdentityTestApp,
  ORIGIN,
  PASSWORD,
  startIdentityTestApp,
} from '../test-support/identity-test-app';
import { AUTHORIZE_FIELDS } from './hosted-sign-in';

let t: IdentityTestApp & { close(): Promise<void> };
let email: string;

beforeAll(async () => {
  t = await startIdentityTestApp();
  email = await t.confirmedCustomer('hosted');
});
afterAll(() => t?.close());

const REDIRECT = `${ORIGIN}/oauth/login`;
const VERIFIER = 'v'.repeat(43);

async function authorizeParams(overrides: Record<string, string | undefined> = {}) {
  const params: Record<string, string | undefined> = {
    client_id: t.clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: 'phone email profile openid aws.cognito.signin.user.admin',
    state: 'state-1',
    code_challenge: await codeChallenge(VERIFIER),
    code_challenge_method: 'S256',
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

const getAuthorize = (params: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/identity/oauth2/authorize?${new URLSearchParams(params)}` });

const postForm = (url: string, fields: Record<string, string>, address = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

async function signInOnPage(overrides: Record<string, string> = {}, password = PASSWORD) {
  return postForm('/identity/oauth2/authorize', {
    ...(await authorizeParams()),
    username: email,
    password,
    ...overrides,
  });
}

async function returnedCode() {
  const posted = await signInOnPage();
  expect(posted.statusCode).toBe(302);
  const location = new URL(String(posted.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
  expect(location.searchParams.get('state')).toBe('state-1');
  return String(location.searchParams.get('code'));
}

const exchange = (code: string, overrides: Record<string, string> = {}) =>
  postForm('/identity/oauth2/token', {
    grant_type: 'authorization_code',
    client_id: t.clientId,
    redirect_uri: REDIRECT,
    code,
    code_verifier: VERIFIER,
    ...overrides,
  });

describe('the hosted sign-in', () => {
  it('shows our own form, sized for a phone, with no script allowed', async () => {
    const page = await getAuthorize(await authorizeParams());
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    );
    expect(page.body).toContain('action="/identity/oauth2/authorize"');
    expect(page.body).toContain('<link rel="stylesheet" href="/identity/hosted.css">');
    expect(page.body).not.toMatch(/<script|\sstyle=|\son\w+=/i);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).toContain("frame-ancestors 'none'");
    const css = await t.app.inject({ method: 'GET', url: '/identity/hosted.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain('max-width:420px');
  });

  it('returns a code to the app and trades it, with the PKCE verifier, for tokens the API takes', async () => {
    const tokens = await exchange(await returnedCode());
    expect(tokens.statusCode).toBe(200);
    const body = tokens.json() as Record<string, string>;
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(await t.privateCall(String(body.access_token))).toBe(200);
    const refreshed = await t.call('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: t.clientId,
      AuthParameters: { REFRESH_TOKEN: body.refresh_token },
    });
    expect(refreshed.status).toBe(200);
  });

  it('refuses a code with the wrong verifier, and the code is spent', async () => {
    const code = await returnedCode();
    const wrong = await exchange(code, { code_verifier: 'w'.repeat(43) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await exchange(code)).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a code used twice and ends the session its first use started', async () => {
    const code = await returnedCode();
    const first = (await exchange(code)).json() as Record<string, string>;
    expect((await exchange(code)).json()).toMatchObject({ error: 'invalid_grant' });
    expect(await t.privateCall(String(first.access_token))).toBe(401);
  });

  it('refuses a code sent back from another return address', async () => {
    const code = await returnedCode();
    const other = await exchange(code, { redirect_uri: `${ORIGIN}/oauth/login/` });
    expect(other.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it.each([
    ['no challenge', { code_challenge: undefined }],
    ['the plain method', { code_challenge_method: 'plain' }],
    ['no method', { code_challenge_method: undefined }],
    ['a short challenge', { code_challenge: 'abc' }],
  ])('sends a request with %s back to the app as invalid_request', async (_label, overrides) => {
    const response = await getAuthorize(await authorizeParams(overrides));
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.has('code')).toBe(false);
  });

  it.each([
    `${ORIGIN}/oauth/login/`,
    `${ORIGIN}/oauth/login?next=https://evil.example`,
    `${ORIGIN}/oauth/Login`,
    'http://localhost:8081/oauth/login',
    'https://evil.example/oauth/login',
    `${ORIGIN}.evil.example/oauth/login`,
  ])('sends nobody to the unregistered return address %s', async (redirectUri) => {
    for (const response of [
      await getAuthorize(await authorizeParams({ redirect_uri: redirectUri })),
      await signInOnPage({ redirect_uri: redirectUri }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).not.toContain('evil.example');
    }
  });

  it('refuses another client and an unknown scope', async () => {
    const other = await getAuthorize(await authorizeParams({ client_id: 'someone-else' }));
    expect(other.statusCode).toBe(400);
    expect(other.headers.location).toBeUndefined();
    const scope = await getAuthorize(await authorizeParams({ scope: 'openid admin' }));
    expect(new URL(String(scope.headers.location)).searchParams.get('error')).toBe('invalid_scope');
  });

  it('shows the form again after a wrong password, with no code', async () => {
    const response = await signInOnPage({}, 'Wrong-pass-1!');
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('Incorrect username or password.');
  });

  it('refuses other grants and another client at the token endpoint', async () => {
    expect((await exchange('x', { grant_type: 'password' })).json()).toMatchObject({
      error: 'unsupported_grant_type',
    });
    expect((await exchange('x', { client_id: 'other' })).json()).toMatchObject({
      error: 'invalid_client',
    });
  });
});

describe('no parameter becomes markup', () => {
  const INJECTED =
    '"><script>alert(1)</script><meta http-equiv="refresh" content="0;url=https://evil.example/">\'<img src=x onerror=alert(1)>';

  function expectInert(response: { body: string; headers: Record<string, unknown> }) {
    expect(response.body).not.toMatch(/<script/i);
    expect(response.body).not.toMatch(/<meta http-equiv/i);
    expect(response.body).not.toMatch(/<img/i);
    const location = response.headers.location;
    if (location !== undefined) {
      const url = new URL(String(location));
      expect(`${url.origin}${url.pathname}`).toBe(REDIRECT);
    }
  }

  it.each([...AUTHORIZE_FIELDS])(
    'keeps a script and a meta tag in %s inert on the page',
    async (field) => {
      const params = await authorizeParams({ [field]: INJECTED });
      expectInert(await getAuthorize(params));
      expectInert(
        await postForm('/identity/oauth2/authorize', {
          ...params,
          username: email,
          password: 'Wrong-pass-1!',
        }),
      );
    },
  );

  it('keeps them inert in the username shown back after a failed sign-in', async () => {
    const response = await signInOnPage({ username: INJECTED }, 'Wrong-pass-1!');
    expectInert(response);
    expect(response.body).toContain('&lt;script&gt;');
  });

  it('carries an injected state escaped, as text the browser hands back unchanged', async () => {
    const page = await getAuthorize(await authorizeParams({ state: INJECTED }));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      'value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;meta http-equiv=&quot;refresh&quot;',
    );
  });
});
