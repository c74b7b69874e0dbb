// The router's address events (auth.show.*) as the app sends them on every navigation: they
// switch between the signed-out screens without navigating back, clear the form's error, leave a
// screen that is already shown where it is, and mean nothing once signed in.
import { describe, expect, it } from 'vitest';
import { NO_EMAIL, PASSWORDS_DO_NOT_MATCH } from '../../../../core/domain/auth-messages';
import { signedOutApp } from './auth-harness';
import { EMAIL, PASSWORD, TYPED_EMAIL, USER } from './auth-model';
import type { AuthScreenName } from './auth-types';

// Where each screen opens.
const SCREEN_START: Record<AuthScreenName, object> = {
  signIn: { signIn: 'idle' },
  signUp: { signUp: 'entering' },
  forgotPassword: { forgotPassword: 'request' },
  newPassword: { newPassword: 'entering' },
  confirmSignUp: { confirmSignUp: 'entering' },
};
const SCREENS = Object.keys(SCREEN_START) as AuthScreenName[];

/** The sign-in form showing the blank e-mail's error. */
async function refusedSignIn() {
  const app = await signedOutApp();
  await app.send({ type: 'auth.signIn', email: ' ', password: PASSWORD });
  expect(app.snapshot().context.fieldErrors).toEqual({ email: NO_EMAIL });
  return app;
}

describe("the router's address events", () => {
  for (const screen of SCREENS.filter((each) => each !== 'signIn')) {
    it(`open ${screen} with its form cleared, without navigating`, async () => {
      const app = await refusedSignIn();
      await app.send({ type: `auth.show.${screen}` });
      expect(app.snapshot().matches(SCREEN_START[screen])).toBe(true);
      expect(app.snapshot().context.fieldErrors).toEqual({});
      expect(app.effects).toEqual([]);
    });
  }

  it('open the sign-in form again with its error cleared', async () => {
    const app = await signedOutApp();
    await app.send({ type: 'auth.show.newPassword' });
    await app.send({
      type: 'auth.newPassword.submit',
      givenName: 'Ann',
      familyName: 'Lee',
      password: PASSWORD,
      confirmPassword: 'other',
    });
    expect(app.snapshot().context.fieldErrors).toEqual({
      confirmPassword: PASSWORDS_DO_NOT_MATCH,
    });
    await app.send({ type: 'auth.show.signIn' });
    expect(app.snapshot().matches({ signIn: 'idle' })).toBe(true);
    expect(app.snapshot().context.fieldErrors).toEqual({});
  });

  it('leave the shown screen where it is, its error kept', async () => {
    const app = await refusedSignIn();
    await app.send({ type: 'auth.show.signIn' });
    expect(app.snapshot().context.fieldErrors).toEqual({ email: NO_EMAIL });
    await app.send({ type: 'auth.show.forgotPassword' });
    await app.send({ type: 'auth.forgotPassword.request', email: TYPED_EMAIL });
    await app.answer('forgotPassword');
    await app.send({ type: 'auth.show.forgotPassword' });
    expect(app.snapshot().matches({ forgotPassword: 'code' })).toBe(true);
    await app.send({ type: 'auth.show.signUp' });
    await app.send({
      type: 'auth.signUp',
      email: EMAIL,
      password: PASSWORD,
      givenName: 'A',
      familyName: 'L',
    });
    await app.send({ type: 'auth.show.signUp' });
    expect(app.snapshot().matches({ signUp: 'submitting' })).toBe(true);
    await app.send({ type: 'auth.show.newPassword' });
    await app.send({
      type: 'auth.newPassword.submit',
      givenName: 'Ann',
      familyName: 'Lee',
      password: PASSWORD,
      confirmPassword: 'other',
    });
    await app.send({ type: 'auth.show.newPassword' });
    expect(app.snapshot().context.fieldErrors).toEqual({
      confirmPassword: PASSWORDS_DO_NOT_MATCH,
    });
    await app.send({ type: 'auth.show.confirmSignUp', email: TYPED_EMAIL });
    await app.send({ type: 'auth.resendCode' });
    await app.send({ type: 'auth.show.confirmSignUp' });
    expect(app.snapshot().matches({ confirmSignUp: 'resending' })).toBe(true);
    expect(app.snapshot().context.email).toBe(EMAIL);
    expect(app.effects).toEqual([]);
  });

  it('take the e-mail a confirm address names, on the confirm screen too', async () => {
    const app = await signedOutApp();
    await app.send({ type: 'auth.show.confirmSignUp', email: TYPED_EMAIL });
    expect(app.snapshot().context.email).toBe(EMAIL);
    await app.send({ type: 'auth.show.confirmSignUp', email: ' Other@Example.com' });
    expect(app.snapshot().context.email).toBe('other@example.com');
    await app.send({ type: 'auth.resendCode' });
    expect(app.inputsOf('resendSignUpCode')).toEqual([{ email: 'other@example.com' }]);
  });

  it('mean nothing once signed in', async () => {
    const app = await signedOutApp();
    await app.send({ type: 'auth.signIn', email: TYPED_EMAIL, password: PASSWORD });
    await app.answer('signIn', { kind: 'signedIn', user: USER });
    app.effects.length = 0;
    for (const screen of SCREENS) {
      await app.send({ type: `auth.show.${screen}`, email: TYPED_EMAIL });
      expect(app.snapshot().matches('signedIn')).toBe(true);
    }
    expect(app.snapshot().context.email).toBeNull();
    expect(app.effects).toEqual([]);
  });
});
