import { describe, expect, it } from 'vitest';
import { authEventFor } from './auth-location';

describe('authEventFor', () => {
  it('shows sign-in on /login unless the state query names another screen', () => {
    expect(authEventFor('/login', {})).toEqual({ type: 'auth.show.signIn' });
    expect(authEventFor('/login', { state: 'signUp' })).toEqual({ type: 'auth.show.signUp' });
    expect(authEventFor('/login', { state: 'forgotPassword' })).toEqual({
      type: 'auth.show.forgotPassword',
    });
    expect(authEventFor('/login', { state: 'signedIn' })).toEqual({ type: 'auth.show.signIn' });
    expect(authEventFor('/login', { state: 'nonsense' })).toEqual({ type: 'auth.show.signIn' });
  });

  it('matches the screen paths case-insensitively, with or without a trailing slash', () => {
    expect(authEventFor('/FORGOTPASSWORD', {})).toEqual({ type: 'auth.show.forgotPassword' });
    expect(authEventFor('/newpassword', {})).toEqual({ type: 'auth.show.newPassword' });
    expect(authEventFor('/SignUp/', {})).toEqual({ type: 'auth.show.signUp' });
    expect(authEventFor('/Login/', {})).toEqual({ type: 'auth.show.signIn' });
  });

  it("passes /confirmSignUp's email query on, as typed", () => {
    expect(authEventFor('/confirmSignUp', { email: ' Ann@Example.com' })).toEqual({
      type: 'auth.show.confirmSignUp',
      email: ' Ann@Example.com',
    });
    expect(authEventFor('/confirmsignup', {})).toEqual({ type: 'auth.show.confirmSignUp' });
    expect(authEventFor('/confirmSignUp', { email: '' })).toEqual({
      type: 'auth.show.confirmSignUp',
    });
  });

  it('completes the hosted sign-in on /oauth/login with a code and state', () => {
    expect(authEventFor('/oauth/login', { code: 'abc', state: 's1' })).toEqual({
      type: 'auth.hosted.completed',
      code: 'abc',
      state: 's1',
    });
    // The router turns numeric query values into numbers.
    expect(authEventFor('/OAuth/Login', { code: 123456, state: 42 })).toEqual({
      type: 'auth.hosted.completed',
      code: '123456',
      state: '42',
    });
  });

  it('fails the hosted sign-in on an error, or on a code without its state', () => {
    expect(
      authEventFor('/oauth/login', { error: 'access_denied', code: 'abc', state: 's' }),
    ).toEqual({ type: 'auth.hosted.failed', error: 'access_denied' });
    expect(authEventFor('/oauth/login', { code: 'abc' })).toEqual({
      type: 'auth.hosted.failed',
      error: 'invalid_request',
    });
  });

  it('names no event for a bare /oauth/login', () => {
    expect(authEventFor('/oauth/login', {})).toBeNull();
  });

  it('names no event for any other path', () => {
    for (const path of ['/', '/logout', '/oauth/logout', '/event/wallet', '/policy/faq']) {
      expect(authEventFor(path, { state: 'signUp', email: 'a@b.c' })).toBeNull();
    }
  });
});
