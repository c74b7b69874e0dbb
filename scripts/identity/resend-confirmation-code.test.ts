import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CognitoUser, CognitoUserAttribute, CognitoUserPool } from 'amazon-cognito-identity-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CognitoCallError, callCognito, signInWithPassword } from './cognito-test-client';
import { readLatestCode } from './outbox';
import { type IdentityHandle, startIdentity } from './start-identity';

const PASSWORD = 'Secret-pass-1!';

describe('ResendConfirmationCode', () => {
  let dataDir: string;
  let identity: IdentityHandle;
  let emailCounter = 0;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'identity-resend-'));
    identity = await startIdentity({ dataDir, port: 0, origin: 'http://localhost:5999' });
  });
  afterAll(async () => {
    await identity?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = <T = Record<string, unknown>>(target: string, body: object) =>
    callCognito<T>(identity.endpoint, target, body);

  const signUp = async () => {
    emailCounter += 1;
    const email = `new-${emailCounter}@example.com`;
    await call('SignUp', {
      ClientId: identity.clientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [
        { Name: 'given_name', Value: 'Nia' },
        { Name: 'family_name', Value: 'Tane' },
        { Name: 'email', Value: email },
        { Name: 'phone_number', Value: '+64210000000' },
      ],
    });
    return email;
  };

  const expectCognitoError = async (promise: Promise<unknown>, type: string) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CognitoCallError);
    expect((error as CognitoCallError).type).toBe(type);
    expect((error as CognitoCallError).status).toBe(400);
  };

  it('sends a new code that replaces the one from sign-up', async () => {
    const email = await signUp();
    const firstCode = await readLatestCode(dataDir, email, 'SignUp');
    expect(firstCode).toMatch(/^\d{6}$/);

    const response = await call('ResendConfirmationCode', {
      ClientId: identity.clientId,
      Username: email,
    });
    expect(response).toEqual({
      CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email },
    });
    const newCode = await readLatestCode(dataDir, email, 'SignUp');
    expect(newCode).toMatch(/^\d{6}$/);
    expect(newCode).not.toBe(firstCode);

    await expectCognitoError(
      call('ConfirmSignUp', {
        ClientId: identity.clientId,
        Username: email,
        ConfirmationCode: firstCode,
      }),
      'CodeMismatchException',
    );
    await call('ConfirmSignUp', {
      ClientId: identity.clientId,
      Username: email,
      ConfirmationCode: newCode,
    });
    const tokens = await signInWithPassword(identity.endpoint, identity.clientId, email, PASSWORD);
    expect(tokens.AccessToken).toBeTruthy();
  });

  it('refuses a user that is already confirmed', async () => {
    await expectCognitoError(
      call('ResendConfirmationCode', {
        ClientId: identity.clientId,
        Username: identity.demoUser.email,
      }),
      'InvalidParameterException',
    );
  });

  it('reports an unknown user as UserNotFoundException', async () => {
    await expectCognitoError(
      call('ResendConfirmationCode', {
        ClientId: identity.clientId,
        Username: 'nobody@example.com',
      }),
      'UserNotFoundException',
    );
    expect(await readLatestCode(dataDir, 'nobody@example.com')).toBeNull();
  });

  it('reports an unknown client as ResourceNotFoundException', async () => {
    await expectCognitoError(
      call('ResendConfirmationCode', { ClientId: 'no-such-client', Username: 'a@example.com' }),
      'ResourceNotFoundException',
    );
  });

  it('works through amazon-cognito-identity-js, as the SPA calls it', async () => {
    const pool = new CognitoUserPool({
      UserPoolId: identity.userPoolId,
      ClientId: identity.clientId,
      endpoint: identity.endpoint,
    });
    const email = 'library-user@example.com';
    await new Promise((resolve, reject) =>
      pool.signUp(
        email,
        PASSWORD,
        [
          new CognitoUserAttribute({ Name: 'given_name', Value: 'Lib' }),
          new CognitoUserAttribute({ Name: 'family_name', Value: 'Rary' }),
        ],
        [],
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
    const firstCode = await readLatestCode(dataDir, email, 'SignUp');
    const user = new CognitoUser({ Username: email, Pool: pool });
    const delivery = await new Promise((resolve, reject) =>
      user.resendConfirmationCode((error, result) => (error ? reject(error) : resolve(result))),
    );
    expect(delivery).toMatchObject({ CodeDeliveryDetails: { Destination: email } });
    const newCode = await readLatestCode(dataDir, email, 'SignUp');
    expect(newCode).not.toBe(firstCode);
    await new Promise((resolve, reject) =>
      user.confirmRegistration(String(newCode), false, (error, result) =>
        error ? reject(error) : resolve(result),
      ),
    );
    await expect(
      new Promise((resolve, reject) =>
        user.resendConfirmationCode((error, result) => (error ? reject(error) : resolve(result))),
      ),
    ).rejects.toMatchObject({ code: 'InvalidParameterException' });
  });
});
