import { describe, expect, it } from 'vitest';
import { authScreenFor } from './auth-screen';

describe('authScreenFor', () => {
  it('opens sign-in on /login unless the state query names another screen', () => {
    expect(authScreenFor('/login', {})).toEqual({ screen: 'signIn', processing: false });
    expect(authScreenFor('/login', { state: 'signUp' }).screen).toBe('signUp');
    expect(authScreenFor('/login', { state: 'nonsense' }).screen).toBe('signIn');
  });

  it('matches the screen paths case-insensitively', () => {
    expect(authScreenFor('/FORGOTPASSWORD', {}).screen).toBe('forgotPassword');
    expect(authScreenFor('/newpassword', {}).screen).toBe('newPassword');
    expect(authScreenFor('/SignUp/', {}).screen).toBe('signUp');
    expect(authScreenFor('/confirmSignUp', {}).screen).toBe('confirmSignUp');
  });

  it('shows the login screen as processing on the social-login return path', () => {
    expect(authScreenFor('/oauth/login', {})).toEqual({ screen: 'signIn', processing: true });
  });

  it('names no screen for any other path', () => {
    expect(authScreenFor('/event/wallet', {})).toEqual({ screen: undefined, processing: false });
  });
});
