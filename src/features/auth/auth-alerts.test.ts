import { describe, expect, it } from 'vitest';
import { authAlertText } from './auth-alerts';
import type { AuthAlert } from './chart/auth-types';

const failure = (code: string, message: string) => ({ code, message });

describe('authAlertText', () => {
  it.each<[AuthAlert, string, string, string]>([
    [
      { kind: 'signUpCompleted' },
      'Sign up Completed',
      'Your account has been created successfully. You can now login with your account',
      'green',
    ],
    [
      { kind: 'passwordUpdated' },
      'Password Updated',
      'Please login with your new password',
      'green',
    ],
    [
      { kind: 'codeResent' },
      'Code Resent Successfully',
      'Please check your email for the new code',
      'green',
    ],
    [
      { kind: 'codeValidationError', failure: failure('CodeMismatchException', 'Wrong code') },
      'Code Validation Error',
      'Your validation code was incorrect. Please try again',
      'red',
    ],
    [
      { kind: 'codeResendFailed', failure: failure('LimitExceededException', 'Try later') },
      'Code Resent Failed',
      'Try later',
      'red',
    ],
    [
      { kind: 'signUpError', failure: failure('UsernameExistsException', 'User already exists') },
      'Sign Up Error',
      'User already exists',
      'red',
    ],
    [
      { kind: 'signUpError', failure: failure('InvalidPasswordException', 'Password too short') },
      'Sign Up Error',
      'Password must contain 8 characters, a mix of numbers, letters and symbol characters',
      'red',
    ],
    [{ kind: 'usernameNotFound' }, 'Username Not Found', 'Please login and try again', 'red'],
    [
      { kind: 'socialLoginFailed' },
      'Social Login Failed',
      'Your social login attempt has failed - please try again',
      'red',
    ],
  ])('%o', (alert, title, body, color) => {
    expect(authAlertText(alert)).toEqual({ title, body, color });
  });
});
