// Sign-out forgets first (issue #22): the adapter against a Cognito-protocol stand-in on loopback
// that signs in at once and holds RevokeToken for as long as a test wants, as an unreachable or
// slow identity does. The tokens carry origin_jti, so the library revokes as it does with AWS.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdentityConfig } from '../../core/contracts/runtime-config';
import { createCognitoIdentity } from './cognito-identity';
import type { IdentityEnvironment, KeyValueStorage } from './identity-environment';

const CLIENT_ID = 'client-1';
const EMAIL = 'ann@example.com';
const REFRESH_TOKEN = 'refresh-token-1';

interface Held {
  body: Record<string, unknown>;
  answer(status: number, body: object): void;
}

interface Stand {
  endpoint: string;
  /** Seconds the tokens of a password sign-in live; 0 makes them stale at once. */
  lifetime: number;
  /** Every RevokeToken and every refresh (REFRESH_TOKEN_AUTH), held until the test answers. */
  revocations: Held[];
  refreshes: Held[];
  close(): Promise<void>;
}

function jwt(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part(claims)}.signature`;
}

function tokens(lifetime = 3600) {
  const now = Math.floor(Date.now() / 1000);
  const common = { sub: 'sub-1', iat: now, exp: now + lifetime, origin_jti: 'origin-1' };
  return {
    AccessToken: jwt({ ...common, token_use: 'access', client_id: CLIENT_ID, username: EMAIL }),
    IdToken: jwt({ ...common, token_use: 'id', aud: CLIENT_ID, email: EMAIL }),
    RefreshToken: REFRESH_TOKEN,
    ExpiresIn: 3600,
    TokenType: 'Bearer',
  };
}

async function startStandIn(): Promise<Stand> {
  const revocations: Held[] = [];
  const refreshes: Held[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const answer = (status: number, body: object) =>
        response
          .writeHead(status, {
            'content-type': 'application/x-amz-json-1.1',
            'access-control-allow-origin': '*',
          })
          .end(JSON.stringify(body));
      const target = String(request.headers['x-amz-target']).split('.').pop();
      const body = JSON.parse(text);
      if (target === 'InitiateAuth' && body.AuthFlow === 'REFRESH_TOKEN_AUTH') {
        return void refreshes.push({ body, answer });
      }
      if (target === 'InitiateAuth') {
        return answer(200, { AuthenticationResult: tokens(stand.lifetime) });
      }
      if (target === 'RevokeToken') return void revocations.push({ body, answer });
      answer(400, { __type: 'InvalidParameterException', message: `Unexpected ${target}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const stand: Stand = {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    lifetime: 3600,
    revocations,
    refreshes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return stand;
}

function memoryStorage(): KeyValueStorage & { keys(): string[] } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    keys: () => [...items.keys()],
  };
}

let stand: Stand;
beforeEach(async () => {
  stand = await startStandIn();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await stand.close();
});

function adapter(storage = memoryStorage()) {
  const config: IdentityConfig = {
    endpoint: stand.endpoint,
    region: 'ap-southeast-2',
    userPoolId: 'ap-southeast-2_pool',
    clientId: CLIENT_ID,
    hostedDomain: stand.endpoint,
    authFlow: 'USER_PASSWORD_AUTH',
    tokenUse: 'access',
    scopes: ['openid'],
  };
  const env: IdentityEnvironment = {
    storage,
    sessionStorage: memoryStorage(),
    origin: 'http://localhost:5173',
    redirect: () => undefined,
  };
  return { identity: createCognitoIdentity(config, env), storage };
}

async function signedIn() {
  const subject = adapter();
  await subject.identity.signIn({ email: EMAIL, password: 'First-pass-1!' });
  expect(await subject.identity.currentUser()).toMatchObject({ email: EMAIL });
  return subject;
}

/** Resolves once the stand-in holds the n-th RevokeToken. */
async function revocation(n = 1): Promise<Held> {
  await vi.waitFor(() => expect(stand.revocations.length).toBeGreaterThanOrEqual(n));
  return stand.revocations[n - 1] as Held;
}

describe('sign-out', () => {
  it('forgets the session on this device at once, while RevokeToken never answers', async () => {
    const { identity, storage } = await signedIn();
    const signingOut = identity.signOut();
    // Before the identity has answered, or even been asked: nothing of the session is stored.
    expect(storage.keys()).toEqual([]);
    await signingOut;
    expect(await identity.currentUser()).toBeNull();
    expect(await identity.getToken()).toBeNull();
    // A reload (a fresh adapter over the same storage) finds no one.
    expect(await adapter(storage).identity.currentUser()).toBeNull();
    // The revocation was still asked for, with the refresh token, and is left to run.
    expect((await revocation()).body).toEqual({ Token: REFRESH_TOKEN, ClientId: CLIENT_ID });
    expect(storage.keys()).toEqual([]);
  });

  it('logs a revocation the identity refuses, and the device stays signed out', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { identity, storage } = await signedIn();
    await identity.signOut();
    // The library retries a refused RevokeToken a few times before it gives up.
    let answered = 0;
    await vi.waitFor(
      () => {
        for (const held of stand.revocations.slice(answered)) {
          held.answer(400, { __type: 'UnsupportedTokenTypeException', message: 'refused' });
          answered += 1;
        }
        expect(logged).toHaveBeenCalledWith(
          'Revoking the signed-out session failed',
          expect.objectContaining({ code: 'UnsupportedTokenTypeException' }),
        );
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(storage.keys()).toEqual([]);
    expect(await adapter(storage).identity.currentUser()).toBeNull();
  });

  it('forgets again a session a refresh on the way stored after the sign-out', async () => {
    stand.lifetime = 0;
    const { identity, storage } = adapter();
    await identity.signIn({ email: EMAIL, password: 'First-pass-1!' });
    // An API call asks for a token; the stale session goes to be refreshed.
    const token = identity.getToken();
    await vi.waitFor(() => expect(stand.refreshes).toHaveLength(1));
    await identity.signOut();
    expect(storage.keys()).toEqual([]);
    // The refresh answers after the sign-out; the library stores what it got.
    (stand.refreshes[0] as Held).answer(200, {
      AuthenticationResult: { ...tokens(), RefreshToken: undefined },
    });
    expect(await token).toBeNull();
    expect(storage.keys()).toEqual([]);
    expect(await adapter(storage).identity.currentUser()).toBeNull();
  });
});
