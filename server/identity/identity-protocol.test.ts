// The built-in identity's Cognito wire protocol as amazon-cognito-identity-js speaks it: the
// targets the SPA and the hosted sign-in use, their answers and their refusals, in Cognito's
// error shape.
import { createLocalJWKSet, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../auth/token-verifier';
import {
  type IdentityTestApp,
  NEW_PASSWORD,
  PASSWORD,
  startIdentityTestApp,
} from '../test-support/identity-test-app';
import { findAccount } from './accounts';
import { createTemporaryAccount } from './operator-accounts';

let t: IdentityTestApp & { close(): Promise<void> };

beforeAll(async () => {
  t = await startIdentityTestApp({ autoConfirmDomain: 'confirmed.example' });
});
afterAll(() => t?.close());

const newEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2)}@example.com`;

describe('sign-up, confirmation and sign-in', () => {
  it('signs up, e-mails a code, confirms it and signs in with tokens the API trusts', async () => {
    const email = newEmail('walk');
    const signedUp = await t.call('SignUp', {
      ClientId: t.clientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'phone_number', Value: '' },
        { Name: 'given_name', Value: 'Ann' },
        { Name: 'family_name', Value: 'Lee' },
      ],
      ValidationData: [],
    });
    expect(signedUp.status).toBe(200);
    expect(signedUp.body).toMatchObject({
      UserConfirmed: false,
      CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    });
    const code = t.mailbox.latestCode(email, 'SignUp');
    expect(code).toMatch(/^\d{6}$/);
    expect(
      (
        await t.call('ConfirmSignUp', {
          ClientId: t.clientId,
          Username: email,
          ConfirmationCode: code,
          ForceAliasCreation: true,
        })
      ).status,
    ).toBe(200);

    const tokens = await t.signIn(email);
    const verify = (tokenUse: 'id' | 'access') =>
      createTokenVerifier({
        issuer: t.config.identity.issuer,
        clientId: t.clientId,
        tokenUse,
        jwks: createLocalJWKSet(t.pool.jwks),
      });
    const access = await verify('access')(String(tokens.AccessToken));
    const id = await verify('id')(String(tokens.IdToken));
    expect(id).toMatchObject({ email, givenName: 'Ann', familyName: 'Lee', tokenUse: 'id' });
    expect(access.sub).toBe(signedUp.body.UserSub);
    const claims = decodeJwt(String(tokens.AccessToken));
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    expect(claims.origin_jti).toEqual(decodeJwt(String(tokens.IdToken)).origin_jti);
    expect(await t.privateCall(String(tokens.AccessToken))).toBe(200);
  });
});

describe('the other sign-up answers', () => {
  it('confirms a sign-up at the auto-confirm domain itself, with no code', async () => {
    const email = newEmail('auto').replace('example.com', 'confirmed.example');
    const signedUp = await t.call('SignUp', {
      ClientId: t.clientId,
      Username: email,
      Password: PASSWORD,
    });
    expect(signedUp.body).toMatchObject({ UserConfirmed: true });
    expect(t.mailbox.latestCode(email, 'SignUp')).toBeNull();
    await expect(t.signIn(email)).resolves.toHaveProperty('AccessToken');
  });

  it('resends a sign-up code that replaces the first one', async () => {
    const email = newEmail('resend');
    await t.call('SignUp', { ClientId: t.clientId, Username: email, Password: PASSWORD });
    const first = t.mailbox.latestCode(email, 'SignUp');
    const resent = await t.call('ResendConfirmationCode', {
      ClientId: t.clientId,
      Username: email,
    });
    expect(resent.body).toMatchObject({ CodeDeliveryDetails: { DeliveryMedium: 'EMAIL' } });
    const second = t.mailbox.latestCode(email, 'SignUp');
    expect(second).not.toBe(first);
    const old = await t.call('ConfirmSignUp', {
      ClientId: t.clientId,
      Username: email,
      ConfirmationCode: first,
    });
    expect(old.body).toMatchObject({ __type: 'CodeMismatchException' });
    const fresh = await t.call('ConfirmSignUp', {
      ClientId: t.clientId,
      Username: email,
      ConfirmationCode: second,
    });
    expect(fresh.status).toBe(200);
  });

  it('tells an unconfirmed customer with the right password, and only them, to confirm', async () => {
    const email = newEmail('unconfirmed');
    await t.call('SignUp', { ClientId: t.clientId, Username: email, Password: PASSWORD });
    const auth = (password: string) =>
      t.call('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: t.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      });
    expect((await auth(PASSWORD)).body).toMatchObject({ __type: 'UserNotConfirmedException' });
    expect((await auth('Wrong-pass-1!')).body).toMatchObject({ __type: 'NotAuthorizedException' });
  });

  it('lets a sign-up never confirmed be made again, so a stranger cannot hold an e-mail', async () => {
    const email = newEmail('squat');
    await t.call('SignUp', { ClientId: t.clientId, Username: email, Password: 'Squatter-1!' });
    const again = await t.call('SignUp', {
      ClientId: t.clientId,
      Username: email,
      Password: PASSWORD,
    });
    expect(again.status).toBe(200);
    await t.call('ConfirmSignUp', {
      ClientId: t.clientId,
      Username: email,
      ConfirmationCode: t.mailbox.latestCode(email, 'SignUp'),
    });
    await expect(t.signIn(email)).resolves.toHaveProperty('AccessToken');
    const taken = await t.call('SignUp', {
      ClientId: t.clientId,
      Username: email,
      Password: PASSWORD,
    });
    expect(taken.body).toMatchObject({ __type: 'UsernameExistsException' });
  });
});

describe('passwords', () => {
  it('resets a forgotten password with the e-mailed code', async () => {
    const email = await t.confirmedCustomer('forgot');
    const asked = await t.call('ForgotPassword', { ClientId: t.clientId, Username: email });
    expect(asked.body).toMatchObject({ CodeDeliveryDetails: { Destination: 'f***@e***' } });
    const reset = await t.call('ConfirmForgotPassword', {
      ClientId: t.clientId,
      Username: email,
      ConfirmationCode: t.mailbox.latestCode(email, 'ForgotPassword'),
      Password: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    await expect(t.signIn(email)).rejects.toThrow(/NotAuthorizedException/);
    await expect(t.signIn(email, NEW_PASSWORD)).resolves.toHaveProperty('AccessToken');
  });

  it('answers a temporary password with NEW_PASSWORD_REQUIRED, then signs in with the new one', async () => {
    const email = newEmail('operator');
    await createTemporaryAccount(t.db, { email, temporaryPassword: 'Temporary-pass-1' });
    const challenged = await t.call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: t.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: 'Temporary-pass-1' },
    });
    expect(challenged.body).toMatchObject({
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ChallengeParameters: { requiredAttributes: '[]' },
    });
    const parameters = challenged.body.ChallengeParameters as Record<string, string>;
    expect(JSON.parse(String(parameters.userAttributes))).toMatchObject({ email });
    const answered = await t.call('RespondToAuthChallenge', {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ClientId: t.clientId,
      Session: challenged.body.Session,
      ChallengeResponses: {
        USERNAME: email,
        NEW_PASSWORD,
        'userAttributes.given_name': 'Ann',
        'userAttributes.family_name': 'Lee',
      },
    });
    expect(answered.body).toHaveProperty('AuthenticationResult.RefreshToken');
    const id = decodeJwt(
      String((answered.body.AuthenticationResult as Record<string, string>).IdToken),
    );
    expect(id).toMatchObject({ email, given_name: 'Ann', family_name: 'Lee' });
    await expect(t.signIn(email, NEW_PASSWORD)).resolves.toHaveProperty('AccessToken');
  });

  it('refreshes with the refresh token: new id and access tokens, the same session', async () => {
    const email = await t.confirmedCustomer('refresh');
    const tokens = await t.signIn(email);
    const refreshed = await t.call('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: t.clientId,
      // As amazon-cognito-identity-js sends it on a device it does not remember.
      AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken, DEVICE_KEY: null },
    });
    const result = refreshed.body.AuthenticationResult as Record<string, string>;
    expect(result).not.toHaveProperty('RefreshToken');
    expect(decodeJwt(String(result.AccessToken)).origin_jti).toBe(
      decodeJwt(String(tokens.AccessToken)).origin_jti,
    );
    expect(await t.privateCall(String(result.AccessToken))).toBe(200);
  });

  it('refuses USER_SRP_AUTH with a clear Cognito error: the SPA signs in with the password', async () => {
    const refused = await t.call('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: t.clientId,
      AuthParameters: { USERNAME: 'demo@tapwallet.example', SRP_A: 'abc' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      __type: 'InvalidParameterException',
      message: expect.stringMatching(/USER_SRP_AUTH flow not enabled.*USER_PASSWORD_AUTH/),
    });
  });
});

describe('what the service does not answer', () => {
  it.each([
    'AdminCreateUser',
    'AdminSetUserPassword',
    'AdminGetUser',
    'AdminInitiateAuth',
    'AdminDeleteUser',
    'AdminResetUserPassword',
    'ListUsers',
    'ListUserPools',
    'CreateUserPool',
    'UpdateUserPoolClient',
    'GetUser',
    'ChangePassword',
    'UpdateUserAttributes',
  ])('answers %s with 400 UnknownOperationException and changes nothing', async (target) => {
    const answer = await t.call(target, {
      UserPoolId: t.pool.userPoolId,
      Username: 'demo@tapwallet.example',
      TemporaryPassword: 'Intruder-pass-1!',
      Password: 'Intruder-pass-1!',
      Permanent: true,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      __type: 'UnknownOperationException',
      message: 'This operation is not available',
    });
    expect(await findAccount(t.db, 'demo@tapwallet.example')).toBeUndefined();
  });

  it('refuses a call without a target or with another service prefix', async () => {
    for (const target of [undefined, 'InitiateAuth', 'SomethingElse.InitiateAuth']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/identity',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          ...(target ? { 'x-amz-target': target } : {}),
        },
        payload: '{}',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ __type: 'UnknownOperationException' });
    }
  });

  it('refuses another app client', async () => {
    const answer = await t.call('ForgotPassword', {
      ClientId: 'someone-else',
      Username: 'a@example.com',
    });
    expect(answer.body).toMatchObject({ __type: 'ResourceNotFoundException' });
  });

  it.each([
    ['GET', '/identity'],
    ['GET', '/identity/health'],
    ['GET', '/identity/local_x/.well-known/jwks.json'],
    ['POST', '/identity/oauth2/revoke'],
    ['DELETE', '/identity/'],
  ])('answers %s %s with the API 404', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

describe('bad bodies', () => {
  const raw = (payload: string, target = 'SignUp') =>
    t.app.inject({
      method: 'POST',
      url: '/identity/',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      payload,
    });

  it.each([
    [
      'a field the target does not have',
      { ClientId: 'x', Username: 'a@example.com', Password: PASSWORD, Admin: true },
    ],
    ['a missing field', { ClientId: 'x', Username: 'a@example.com' }],
    ['a number for a string', { ClientId: 'x', Username: 7, Password: PASSWORD }],
    [
      'an overlong password',
      { ClientId: 'x', Username: 'a@example.com', Password: `A1!${'a'.repeat(300)}` },
    ],
    ['a control character', { ClientId: 'x', Username: 'a@example.com\u0000', Password: PASSWORD }],
    [
      'a line break in the password',
      { ClientId: 'x', Username: 'a@example.com', Password: 'First-\npass-1!' },
    ],
  ])('answers %s with 400 InvalidParameterException', async (_label, body) => {
    const response = await raw(JSON.stringify(body));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ __type: 'InvalidParameterException' });
  });

  it('answers a body nested thousands deep with 400, without parsing it', async () => {
    const deep = `{"ClientId":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const response = await raw(deep);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ __type: 'InvalidParameterException' });
  });

  it('answers an oversized body with 400', async () => {
    const response = await raw(JSON.stringify({ ClientId: 'x'.repeat(20_000) }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ __type: 'InvalidParameterException' });
  });

  it('answers malformed JSON and a JSON array with 400 SerializationException', async () => {
    for (const payload of ['{"ClientId":', '[]']) {
      const response = await raw(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ __type: 'SerializationException' });
    }
  });
});

describe('publishing', () => {
  it('publishes the pool key under the issuer, as Cognito does', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/identity/${t.pool.userPoolId}/.well-known/jwks.json`,
    });
    expect(response.json()).toEqual(t.pool.jwks);
    expect(JSON.stringify(response.json())).not.toMatch(/"d"|"p"|"q"/);
    expect(t.config.identity.jwksUrl).toBe(
      `http://localhost:8080/identity/${t.pool.userPoolId}/.well-known/jwks.json`,
    );
  });

  it('lets pages of other origins (the Vite dev server) make the customer calls', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/identity',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('x-amz-target');
    const refused = await t.call('InitiateAuth', {});
    expect(refused.headers['access-control-allow-origin']).toBe('*');
  });
});
