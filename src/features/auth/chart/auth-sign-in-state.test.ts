// The sign-in screen's chart as the app runs it: started by the app-start check finding no one,
// each identity call made for real and settled by the test, the app's effects recorded. The model
// test replays the calls' answers as events, so the inputs the chart builds from the events that
// entered a state, the errors it keeps and the user it signs in are checked here.
import { describe, expect, it } from 'vitest';
import { NO_EMAIL } from '../../../../core/domain/auth-messages';
import { failure, signedOutApp } from './auth-harness';
import { EMAIL, PASSWORD, TYPED_EMAIL, USER } from './auth-model';

const signIn = { type: 'auth.signIn', email: TYPED_EMAIL, password: PASSWORD };

describe('signing in with e-mail and password', () => {
  it('refuses a blank e-mail and password, and clears the complaints on the next try', async () => {
    const app = await signedOutApp();
    await app.send({ type: 'auth.signIn', email: '  ', password: '' });
    expect(app.snapshot().matches({ signIn: 'idle' })).toBe(true);
    expect(app.snapshot().context.fieldErrors).toEqual({
      email: NO_EMAIL,
      password: 'Password is required',
    });
    expect(app.inputsOf('signIn')).toEqual([]);
    await app.send({ type: 'auth.edit', field: 'password' });
    expect(app.snapshot().context.fieldErrors).toEqual({ email: NO_EMAIL });
    await app.send(signIn);
    expect(app.snapshot().matches({ signIn: 'authenticating' })).toBe(true);
    expect(app.snapshot().hasTag('busy')).toBe(true);
    expect(app.snapshot().context).toMatchObject({ error: null, fieldErrors: {}, email: EMAIL });
    expect(app.inputsOf('signIn')).toEqual([{ email: EMAIL, password: PASSWORD }]);
  });

  it('signs the user in and goes home', async () => {
    const app = await signedOutApp();
    await app.send(signIn);
    await app.answer('signIn', { kind: 'signedIn', user: USER });
    expect(app.snapshot().matches('signedIn')).toBe(true);
    expect(app.snapshot().context).toMatchObject({ authData: USER, email: null, error: null });
    expect(app.effects).toEqual([['navigate', { to: '/home' }]]);
  });

  it('asks for a new password when the identity requires one', async () => {
    const app = await signedOutApp();
    await app.send(signIn);
    await app.answer('signIn', { kind: 'newPasswordRequired' });
    expect(app.snapshot().matches({ newPassword: 'entering' })).toBe(true);
    expect(app.snapshot().context).toMatchObject({ authData: null, email: EMAIL });
    expect(app.effects).toEqual([['navigate', { to: '/newPassword' }]]);
  });

  it('sends an unconfirmed user a fresh code, naming the e-mail on the confirm screen', async () => {
    const app = await signedOutApp();
    await app.send(signIn);
    await app.fail('signIn', failure('UserNotConfirmedException', 'User is not confirmed.'));
    expect(app.snapshot().matches({ confirmSignUp: 'resending' })).toBe(true);
    expect(app.inputsOf('resendSignUpCode')).toEqual([{ email: EMAIL }]);
    expect(app.effects).toEqual([['navigate', { to: '/confirmSignUp', search: { email: EMAIL } }]]);
  });

  it('sends a user whose password must be reset to the reset screen', async () => {
    const app = await signedOutApp();
    await app.send(signIn);
    await app.fail('signIn', failure('PasswordResetRequiredException', 'Reset required'));
    expect(app.snapshot().matches({ forgotPassword: 'request' })).toBe(true);
    expect(app.effects).toEqual([['navigate', { to: '/forgotPassword' }]]);
  });

  it("shows any other failure's text on the form", async () => {
    const app = await signedOutApp();
    await app.send(signIn);
    await app.fail('signIn', failure('NotAuthorizedException', 'Incorrect password'));
    expect(app.snapshot().matches({ signIn: 'idle' })).toBe(true);
    expect(app.snapshot().hasTag('busy')).toBe(false);
    expect(app.snapshot().context.error).toEqual({
      kind: 'signInFailed',
      message: 'Incorrect password',
    });
    expect(app.effects).toEqual([]);
  });
});

describe('the hosted (social) sign-in', () => {
  it('leaves for the hosted page, and says so when it cannot', async () => {
    const app = await signedOutApp();
    await app.send({ ...signIn, email: '' });
    await app.send({ type: 'auth.hosted.start' });
    expect(app.snapshot().matches({ signIn: 'redirecting' })).toBe(true);
    expect(app.snapshot().hasTag('busy')).toBe(true);
    expect(app.snapshot().context.error).toBeNull();
    expect(app.inputsOf('beginHostedSignIn')).toHaveLength(1);
    await app.fail('beginHostedSignIn', new Error('No crypto'));
    expect(app.snapshot().matches({ signIn: 'idle' })).toBe(true);
    expect(app.effects).toEqual([['notify', { kind: 'socialLoginFailed' }]]);
  });

  it('exchanges the returned code and signs the user in', async () => {
    const app = await signedOutApp();
    await app.send({ ...signIn, email: '' });
    await app.send({ type: 'auth.hosted.completed', code: 'c0de', state: 's1' });
    expect(app.snapshot().matches({ signIn: 'hosted' })).toBe(true);
    expect(app.snapshot().hasTag('busy')).toBe(true);
    expect(app.snapshot().context.error).toBeNull();
    expect(app.inputsOf('completeHostedSignIn')).toEqual([{ code: 'c0de', state: 's1' }]);
    await app.answer('completeHostedSignIn', USER);
    expect(app.snapshot().matches('signedIn')).toBe(true);
    expect(app.snapshot().context.authData).toEqual(USER);
    expect(app.effects).toEqual([['navigate', { to: '/home' }]]);
  });

  it('returns to the sign-in screen with an alert when the exchange fails', async () => {
    const app = await signedOutApp();
    await app.send({ type: 'auth.hosted.completed', code: 'c0de', state: 's1' });
    await app.fail('completeHostedSignIn', failure('invalid_grant', 'Code expired'));
    expect(app.snapshot().matches({ signIn: 'idle' })).toBe(true);
    expect(app.snapshot().context.authData).toBeNull();
    expect(app.effects).toEqual([
      ['notify', { kind: 'socialLoginFailed' }],
      ['navigate', { to: '/login' }],
    ]);
  });

  it('alerts and returns to the sign-in address when the hosted page refused', async () => {
    const app = await signedOutApp();
    await app.send({ type: 'auth.hosted.failed', error: 'access_denied' });
    expect(app.snapshot().matches({ signIn: 'idle' })).toBe(true);
    expect(app.effects).toEqual([
      ['notify', { kind: 'socialLoginFailed' }],
      ['navigate', { to: '/login' }],
    ]);
  });
});

describe('signing out', () => {
  async function signedOut() {
    const app = await signedOutApp();
    await app.send(signIn);
    await app.answer('signIn', { kind: 'signedIn', user: USER });
    await app.send({ type: 'auth.logout' });
    expect(app.snapshot().matches({ signIn: 'signingOut' })).toBe(true);
    expect(app.snapshot().hasTag('busy')).toBe(true);
    expect(app.inputsOf('signOut')).toHaveLength(1);
    app.effects.length = 0;
    return app;
  }

  it('returns to the idle form once the identity has signed out', async () => {
    const app = await signedOut();
    await app.answer('signOut');
    expect(app.snapshot().matches({ signIn: 'idle' })).toBe(true);
    expect(app.snapshot().hasTag('busy')).toBe(false);
    expect(app.effects).toEqual([]);
  });

  it('only logs a failure: the session is already cleared', async () => {
    const app = await signedOut();
    const expired = failure('NotAuthorizedException', 'Access Token has expired');
    await app.fail('signOut', expired);
    expect(app.snapshot().matches({ signIn: 'idle' })).toBe(true);
    expect(app.effects).toEqual([['logError', { error: expired }]]);
  });
});
