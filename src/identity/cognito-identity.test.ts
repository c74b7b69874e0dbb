// The adapter against the real built-in identity (the local stack's), with memory storages in
// place of the browser's and the hosted sign-in's redirect captured instead of followed.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IdentityConfig, TokenUse } from '../../core/contracts/runtime-config';
import { createTokenVerifier } from '../../server/auth/token-verifier';
import { createTemporaryAccount } from '../../server/identity/operator-accounts';
import {
  type ListeningIdentity,
  startListeningIdentity,
} from '../../server/test-support/listening-identity';
import { createCognitoIdentity } from './cognito-identity';
import type { Identity } from './identity';
import type { IdentityEnvironment, KeyValueStorage } from './identity-environment';

const ORIGIN = 'http://localhost:5173';
const PASSWORD = 'First-pass-1';
const NEW_PASSWORD = 'Second-pass-2';
const latestCode = (email: string, purpose: 'SignUp' | 'ForgotPassword') =>
  identity.mailbox.latestCode(email, purpose);

function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

let identity: ListeningIdentity;

beforeAll(async () => {
  identity = await startListeningIdentity({ redirectOrigins: [ORIGIN] });
});
afterAll(async () => {
  await identity?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function config(overrides: Partial<IdentityConfig> = {}): IdentityConfig {
  return {
    endpoint: identity.endpoint,
    region: identity.region,
    userPoolId: identity.userPoolId,
    clientId: identity.clientId,
    hostedDomain: identity.endpoint,
    authFlow: 'USER_PASSWORD_AUTH',
    tokenUse: 'access',
    scopes: ['phone', 'email', 'profile', 'openid', 'aws.cognito.signin.user.admin'],
    ...overrides,
  };
}

function adapter(overrides: Partial<IdentityConfig> = {}, storage = memoryStorage()) {
  const redirects: string[] = [];
  const env: IdentityEnvironment = {
    storage,
    sessionStorage: memoryStorage(),
    origin: ORIGIN,
    redirect: (url) => void redirects.push(url),
  };
  return { identity: createCognitoIdentity(config(overrides), env), storage, redirects };
}

const verify = (token: string | null, tokenUse: TokenUse = 'access') =>
  createTokenVerifier({ issuer: identity.issuer, clientId: identity.clientId, tokenUse })(
    String(token),
  );

const newEmail = () => `customer-${randomUUID()}@example.com`;

async function signUp(subject: Identity, email: string) {
  return subject.signUp({
    email,
    password: PASSWORD,
    givenName: 'Ann',
    familyName: 'Lee',
    phone: '',
  });
}

async function signedUpAndConfirmed(subject: Identity) {
  const email = newEmail();
  await signUp(subject, email);
  await subject.confirmSignUp({
    email,
    code: String(latestCode(email, 'SignUp')),
  });
  return email;
}

describe('sign up, confirm and sign in', () => {
  it('signs a new customer up, confirms the e-mailed code and signs in with a usable token', async () => {
    const { identity: subject, storage } = adapter();
    const email = newEmail();
    expect(await signUp(subject, email)).toEqual({ kind: 'confirmationRequired' });
    const code = latestCode(email, 'SignUp');
    expect(code).toMatch(/^\d+$/);
    await subject.confirmSignUp({ email, code: String(code) });

    const result = await subject.signIn({ email, password: PASSWORD });
    expect(result).toMatchObject({
      kind: 'signedIn',
      user: { email, givenName: 'Ann', familyName: 'Lee', phone: '' },
    });
    const user = await verify(await subject.getToken());
    expect(user.sub).toBe(result.kind === 'signedIn' ? result.user.sub : null);

    // A reload: a fresh adapter over the same storage finds the session.
    const reloaded = adapter({}, storage).identity;
    expect(await reloaded.currentUser()).toMatchObject({ email, sub: user.sub });
  });

  it('sends phone_number, given_name and family_name with the sign-up', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await signUp(adapter().identity, newEmail());
    const request = fetchSpy.mock.calls.find(([, init]) =>
      String(new Headers(init?.headers).get('x-amz-target')).endsWith('.SignUp'),
    );
    const body = JSON.parse(String(request?.[1]?.body)) as {
      UserAttributes: { Name: string; Value: string }[];
    };
    expect(body.UserAttributes.map((attribute) => attribute.Name).sort()).toEqual([
      'email',
      'family_name',
      'given_name',
      'phone_number',
    ]);
  });

  it('surfaces a wrong code as CodeMismatchException', async () => {
    const { identity: subject } = adapter();
    const email = newEmail();
    await signUp(subject, email);
    const code = String(latestCode(email, 'SignUp'));
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(subject.confirmSignUp({ email, code: wrong })).rejects.toMatchObject({
      code: 'CodeMismatchException',
    });
  });

  it('resends a sign-up code that replaces the first one', async () => {
    const { identity: subject } = adapter();
    const email = newEmail();
    await signUp(subject, email);
    const first = String(latestCode(email, 'SignUp'));
    await subject.resendSignUpCode({ email });
    const resent = String(latestCode(email, 'SignUp'));
    await expect(subject.confirmSignUp({ email, code: first })).rejects.toMatchObject({
      code: 'CodeMismatchException',
    });
    await subject.confirmSignUp({ email, code: resent });
    expect(await subject.signIn({ email, password: PASSWORD })).toMatchObject({ kind: 'signedIn' });
  });

  it('reports an unconfirmed user signing in as UserNotConfirmedException', async () => {
    const { identity: subject } = adapter();
    const email = newEmail();
    await signUp(subject, email);
    await expect(subject.signIn({ email, password: PASSWORD })).rejects.toMatchObject({
      code: 'UserNotConfirmedException',
    });
    expect(await subject.currentUser()).toBeNull();
  });

  it('refuses a wrong password without keeping a session', async () => {
    const { identity: subject } = adapter();
    const email = await signedUpAndConfirmed(subject);
    await expect(subject.signIn({ email, password: 'Wrong-pass-9' })).rejects.toHaveProperty(
      'code',
    );
    expect(await subject.getToken()).toBeNull();
  });
});

describe('forgot password', () => {
  it('resets the password with the e-mailed code', async () => {
    const { identity: subject } = adapter();
    const email = await signedUpAndConfirmed(subject);
    await subject.forgotPassword({ email });
    const code = String(latestCode(email, 'ForgotPassword'));
    await subject.confirmForgotPassword({ email, code, password: NEW_PASSWORD });

    await expect(subject.signIn({ email, password: PASSWORD })).rejects.toHaveProperty('code');
    expect(await subject.signIn({ email, password: NEW_PASSWORD })).toMatchObject({
      kind: 'signedIn',
    });
  });
});

describe('temporary password (NEW_PASSWORD_REQUIRED)', () => {
  it('answers the challenge with the new password and names, then is signed in', async () => {
    const email = newEmail();
    await createTemporaryAccount(identity.db, { email, temporaryPassword: 'Temporary-pass-1' });
    const { identity: subject } = adapter();
    expect(await subject.signIn({ email, password: 'Temporary-pass-1' })).toEqual({
      kind: 'newPasswordRequired',
    });

    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = await subject.completeNewPassword({
      password: NEW_PASSWORD,
      givenName: 'Ann',
      familyName: 'Lee',
    });
    expect(user.email).toBe(email);
    const challenge = fetchSpy.mock.calls.find(([, init]) =>
      String(new Headers(init?.headers).get('x-amz-target')).endsWith('.RespondToAuthChallenge'),
    );
    expect(JSON.parse(String(challenge?.[1]?.body))).toMatchObject({
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ChallengeResponses: {
        NEW_PASSWORD: NEW_PASSWORD,
        'userAttributes.given_name': 'Ann',
        'userAttributes.family_name': 'Lee',
      },
    });
    expect((await verify(await subject.getToken())).sub).toBe(user.sub);
    expect(await adapter().identity.signIn({ email, password: NEW_PASSWORD })).toMatchObject({
      kind: 'signedIn',
    });
  });

  it('refuses a new password when no challenge is pending', async () => {
    await expect(
      adapter().identity.completeNewPassword({
        password: NEW_PASSWORD,
        givenName: 'A',
        familyName: 'B',
      }),
    ).rejects.toMatchObject({ code: 'NoPendingChallenge' });
  });
});

describe('session', () => {
  it('hands out the id token when configured for production', async () => {
    const { identity: subject } = adapter({ tokenUse: 'id' });
    const email = await signedUpAndConfirmed(subject);
    await subject.signIn({ email, password: PASSWORD });
    expect(await verify(await subject.getToken(), 'id')).toMatchObject({ email, tokenUse: 'id' });
  });

  it('signs out: the stored session is gone', async () => {
    const { identity: subject, storage } = adapter();
    const email = await signedUpAndConfirmed(subject);
    await subject.signIn({ email, password: PASSWORD });
    await subject.signOut();
    expect(await subject.currentUser()).toBeNull();
    expect(await adapter({}, storage).identity.getToken()).toBeNull();
  });

  it('asks for SRP when configured for it (AWS)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { identity: subject } = adapter({ authFlow: 'USER_SRP_AUTH' });
    await subject.signIn({ email: identity.demoUser.email, password: 'x' }).catch(() => undefined);
    const initiate = fetchSpy.mock.calls.find(([, init]) =>
      String(new Headers(init?.headers).get('x-amz-target')).endsWith('.InitiateAuth'),
    );
    expect(JSON.parse(String(initiate?.[1]?.body))).toMatchObject({ AuthFlow: 'USER_SRP_AUTH' });
  });
});

describe('hosted sign-in (authorization code with PKCE)', () => {
  // What the built-in identity's authorize form posts when the customer signs in on it.
  async function signInOnHostedForm(authorizeUrl: string) {
    const params = new URL(authorizeUrl).searchParams;
    const response = await fetch(`${identity.endpoint}/oauth2/authorize`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        ...Object.fromEntries(params),
        username: identity.demoUser.email,
        password: identity.demoUser.password,
      }),
    });
    expect(response.status).toBe(302);
    return new URL(String(response.headers.get('location')));
  }

  it('leaves for the authorize page with a state and an S256 challenge', async () => {
    const { identity: subject, redirects } = adapter();
    await subject.beginHostedSignIn();
    expect(redirects).toHaveLength(1);
    const url = new URL(String(redirects[0]));
    expect(`${url.origin}${url.pathname}`).toBe(`${identity.endpoint}/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: identity.clientId,
      redirect_uri: `${ORIGIN}/oauth/login`,
      response_type: 'code',
      scope: 'phone email profile openid aws.cognito.signin.user.admin',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect((await fetch(url)).status).toBe(200);
  });

  it('exchanges the returned code and keeps a session the library can read', async () => {
    const { identity: subject, redirects, storage } = adapter();
    await subject.beginHostedSignIn();
    const returned = await signInOnHostedForm(String(redirects[0]));
    expect(`${returned.origin}${returned.pathname}`).toBe(`${ORIGIN}/oauth/login`);

    const user = await subject.completeHostedSignIn({
      code: String(returned.searchParams.get('code')),
      state: String(returned.searchParams.get('state')),
    });
    expect(user).toMatchObject({ email: identity.demoUser.email, sub: identity.demoUser.sub });
    const reloaded = adapter({}, storage).identity;
    expect(await reloaded.currentUser()).toMatchObject({ sub: identity.demoUser.sub });
    expect((await verify(await reloaded.getToken())).sub).toBe(identity.demoUser.sub);
  });

  it('refuses a return whose state this browser did not issue', async () => {
    const { identity: subject, redirects } = adapter();
    await subject.beginHostedSignIn();
    const returned = await signInOnHostedForm(String(redirects[0]));
    await expect(
      subject.completeHostedSignIn({
        code: String(returned.searchParams.get('code')),
        state: 'forged',
      }),
    ).rejects.toMatchObject({ code: 'InvalidState' });
    expect(await subject.currentUser()).toBeNull();
  });

  it('surfaces a refused code exchange', async () => {
    const { identity: subject, redirects } = adapter();
    await subject.beginHostedSignIn();
    const state = String(new URL(String(redirects[0])).searchParams.get('state'));
    await expect(subject.completeHostedSignIn({ code: 'not-a-code', state })).rejects.toMatchObject(
      { code: 'invalid_grant' },
    );
  });
});
