// Sign-up and its confirmation as the app runs them: the router's address events, each identity
// call made for real and settled by the test, the app's effects recorded. The model test replays
// the calls' answers as events, so the inputs built from the entering event (names trimmed, the
// phone and the code without spaces) and the failures handed to the alerts are checked here.
import { describe, expect, it } from 'vitest';
import { failure, signedOutApp } from './auth-harness';
import { CODE, EMAIL, PASSWORD, TYPED_EMAIL } from './auth-model';

const signUp = {
  type: 'auth.signUp',
  email: TYPED_EMAIL,
  password: PASSWORD,
  givenName: ' Ann ',
  familyName: 'Lee ',
};

async function signUpScreen() {
  const app = await signedOutApp();
  await app.send({ type: 'auth.show.signUp' });
  return app;
}

describe('signing up', () => {
  it('sends the trimmed names, the e-mail normalised and the phone without spaces', async () => {
    const app = await signUpScreen();
    await app.send({ ...signUp, phone: ' +64 21 123 4567 ' });
    expect(app.snapshot().matches({ signUp: 'submitting' })).toBe(true);
    expect(app.snapshot().hasTag('busy')).toBe(true);
    expect(app.snapshot().context.email).toBe(EMAIL);
    expect(app.inputsOf('signUp')).toEqual([
      {
        email: EMAIL,
        password: PASSWORD,
        givenName: 'Ann',
        familyName: 'Lee',
        phone: '+64211234567',
      },
    ]);
  });

  it('asks for the code sent to the e-mail', async () => {
    const app = await signUpScreen();
    await app.send(signUp);
    expect(app.inputsOf('signUp')).toMatchObject([{ phone: '' }]);
    await app.answer('signUp', { kind: 'confirmationRequired' });
    expect(app.snapshot().matches({ confirmSignUp: 'entering' })).toBe(true);
    expect(app.snapshot().hasTag('busy')).toBe(false);
    expect(app.effects).toEqual([['navigate', { to: '/confirmSignUp', search: { email: EMAIL } }]]);
  });

  it('sends a user the pool confirmed itself to sign in', async () => {
    const app = await signUpScreen();
    await app.send(signUp);
    await app.answer('signUp', { kind: 'confirmed' });
    expect(app.snapshot().matches({ signIn: 'idle' })).toBe(true);
    expect(app.effects).toEqual([
      ['notify', { kind: 'signUpCompleted' }],
      ['navigate', { to: '/login' }],
    ]);
  });

  it("alerts with the identity's failure and keeps the form", async () => {
    const app = await signUpScreen();
    await app.send(signUp);
    await app.fail('signUp', failure('InvalidPasswordException', 'Password not long enough'));
    expect(app.snapshot().matches({ signUp: 'entering' })).toBe(true);
    expect(app.effects).toEqual([
      [
        'notify',
        {
          kind: 'signUpError',
          failure: { code: 'InvalidPasswordException', message: 'Password not long enough' },
        },
      ],
    ]);
  });
});

/** The confirm screen as the address opens it, with or without the e-mail. */
async function confirmScreen(email?: string) {
  const app = await signedOutApp();
  await app.send({ type: 'auth.show.confirmSignUp', email });
  expect(app.snapshot().matches({ confirmSignUp: 'entering' })).toBe(true);
  return app;
}

describe('confirming the sign-up', () => {
  it('sends the code without spaces for the e-mail the address names, then asks to sign in', async () => {
    const app = await confirmScreen(TYPED_EMAIL);
    await app.send({ type: 'auth.confirm', code: ' 123 456 ' });
    expect(app.snapshot().matches({ confirmSignUp: 'confirming' })).toBe(true);
    expect(app.snapshot().hasTag('busy')).toBe(true);
    expect(app.inputsOf('confirmSignUp')).toEqual([{ email: EMAIL, code: CODE }]);
    await app.answer('confirmSignUp');
    expect(app.snapshot().matches({ signIn: 'idle' })).toBe(true);
    expect(app.effects).toEqual([
      ['notify', { kind: 'signUpCompleted' }],
      ['navigate', { to: '/login' }],
    ]);
  });

  it("alerts with the identity's failure and keeps the form", async () => {
    const app = await confirmScreen(TYPED_EMAIL);
    await app.send({ type: 'auth.confirm', code: CODE });
    await app.fail('confirmSignUp', failure('CodeMismatchException', 'Wrong code'));
    expect(app.snapshot().matches({ confirmSignUp: 'entering' })).toBe(true);
    expect(app.effects).toEqual([
      [
        'notify',
        {
          kind: 'codeValidationError',
          failure: { code: 'CodeMismatchException', message: 'Wrong code' },
        },
      ],
    ]);
  });

  it('resends the code and says whether it went', async () => {
    const app = await confirmScreen(TYPED_EMAIL);
    await app.send({ type: 'auth.resendCode' });
    expect(app.snapshot().matches({ confirmSignUp: 'resending' })).toBe(true);
    expect(app.snapshot().hasTag('busy')).toBe(true);
    expect(app.inputsOf('resendSignUpCode')).toEqual([{ email: EMAIL }]);
    await app.answer('resendSignUpCode');
    expect(app.snapshot().matches({ confirmSignUp: 'entering' })).toBe(true);
    await app.send({ type: 'auth.resendCode' });
    await app.fail('resendSignUpCode', failure('LimitExceededException', 'Attempt limit exceeded'));
    expect(app.snapshot().matches({ confirmSignUp: 'entering' })).toBe(true);
    expect(app.effects).toEqual([
      ['notify', { kind: 'codeResent' }],
      [
        'notify',
        {
          kind: 'codeResendFailed',
          failure: { code: 'LimitExceededException', message: 'Attempt limit exceeded' },
        },
      ],
    ]);
  });

  it('sends the customer back to sign in when no e-mail is known', async () => {
    for (const type of ['auth.confirm', 'auth.resendCode']) {
      const app = await confirmScreen();
      await app.send({ type, code: CODE });
      expect(app.snapshot().matches({ signIn: 'idle' })).toBe(true);
      expect(app.inputsOf('confirmSignUp')).toEqual([]);
      expect(app.inputsOf('resendSignUpCode')).toEqual([]);
      expect(app.effects).toEqual([
        ['notify', { kind: 'usernameNotFound' }],
        ['navigate', { to: '/login' }],
      ]);
    }
  });
});
