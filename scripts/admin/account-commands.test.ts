// The operator's account commands on the built-in identity: each one's effect seen where the
// customer meets it, through the identity's own protocol.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type IdentityTestApp,
  identityApp,
  NEW_PASSWORD,
} from '../../server/test-support/identity-test-app';
import { type AdminHarness, startAdminHarness } from './admin-test-support';
import { EXIT } from './run-admin';

describe('account commands', () => {
  let h: AdminHarness;
  let identity: IdentityTestApp;

  beforeAll(async () => {
    h = await startAdminHarness();
    identity = await identityApp(h.db);
  });
  afterAll(async () => {
    await identity?.app.close();
    await h?.dispose();
  });

  const passwordAuth = (email: string, password: string) =>
    identity.call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: identity.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });

  it('creates an account with a temporary password that meets the Confirm Account challenge', async () => {
    const created = await h.admin(
      'account',
      'create',
      'Walk.In@Example.com',
      '--first-name',
      'Wal',
    );
    expect(created.code).toBe(EXIT.ok);
    const password = /Temporary password: (\S+)/.exec(created.output)?.[1] ?? '';
    expect((await passwordAuth('walk.in@example.com', password)).body).toMatchObject({
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
    });
    const given = await h.admin(
      'account',
      'create',
      'given@example.com',
      '--temporary-password',
      'Given-pass-1!',
    );
    expect(given.output).toContain('Temporary password: Given-pass-1!');
  });

  it('lists and finds accounts by e-mail or name', async () => {
    await h.admin('account', 'create', 'listed@example.com', '--last-name', 'Findable');
    const listed = await h.admin('account', 'list', 'findable');
    expect(listed.output).toMatch(/E-mail\s+Status\s+Access\s+Name\s+Sessions\s+Created/);
    expect(listed.output).toMatch(
      /listed@example\.com\s+FORCE_CHANGE_PASSWORD\s+enabled\s+Findable\s+0/,
    );
    expect(listed.output).not.toContain('given@example.com');
    const found = await h.admin('account', 'find', 'LISTED@example.com');
    expect(found.output).toMatch(/^Sub/);
    expect(found.output).toContain('listed@example.com');
    expect((await h.admin('account', 'find', 'nobody@example.com')).output).toBe(
      'No account has the e-mail nobody@example.com.',
    );
  });

  it('disables an account (signed out everywhere, sign-in refused) and enables it again', async () => {
    const email = await identity.confirmedCustomer('disabled');
    const tokens = await identity.signIn(email);
    const disabled = await h.admin('account', 'disable', email);
    expect(disabled.output).toContain('1 live session ended');
    expect(await identity.privateCall(tokens.AccessToken)).toBe(401);
    expect((await passwordAuth(email, 'First-pass-1!')).body).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
    await h.admin('account', 'enable', email);
    expect((await passwordAuth(email, 'First-pass-1!')).status).toBe(200);
  });

  it('signs an account out everywhere', async () => {
    const email = await identity.confirmedCustomer('everywhere');
    const phone = await identity.signIn(email);
    const laptop = await identity.signIn(email);
    expect((await h.admin('account', 'sign-out', email)).output).toContain('2 live sessions ended');
    for (const tokens of [phone, laptop]) {
      const refreshed = await identity.call('InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: identity.clientId,
        AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
      });
      expect(refreshed.status).toBe(400);
    }
  });

  it('requires a reset: the right password is answered PasswordResetRequiredException until then', async () => {
    const email = await identity.confirmedCustomer('reset');
    await h.admin('account', 'require-reset', email);
    expect((await passwordAuth(email, 'First-pass-1!')).body).toMatchObject({
      __type: 'PasswordResetRequiredException',
    });
    await identity.call('ForgotPassword', { ClientId: identity.clientId, Username: email });
    await identity.call('ConfirmForgotPassword', {
      ClientId: identity.clientId,
      Username: email,
      ConfirmationCode: identity.mailbox.latestCode(email, 'ForgotPassword'),
      Password: NEW_PASSWORD,
    });
    expect((await passwordAuth(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('deletes an account', async () => {
    const email = await identity.confirmedCustomer('deleted');
    expect((await h.admin('account', 'delete', email)).code).toBe(EXIT.ok);
    expect((await h.admin('account', 'find', email)).output).toContain('No account');
  });

  it.each([
    [['account', 'disable', 'nobody@example.com'], /Refused: No account has the e-mail/],
    [['account', 'create', 'not-an-email'], /Refused: not-an-email is not an e-mail address/],
    [
      ['account', 'create', 'weak@example.com', '--temporary-password', 'a'],
      /Refused: Password did not conform with policy/,
    ],
    [['account', 'create', 'given@example.com'], /Refused: An account with the e-mail/],
  ])('refuses %j', async (argv, message) => {
    const result = await h.admin(...argv);
    expect(result.code).toBe(EXIT.refused);
    expect(result.output).toMatch(message);
  });
});
