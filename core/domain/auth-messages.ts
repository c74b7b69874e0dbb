// The texts of the signed-out screens (spec §2, §5, §8), word for word where the spec gives them.
// Apart from messages.ts so that /login loads these and not every screen's texts.
import type { Dialog } from './messages';

export function loginFailedMessage(message: string): string {
  return `Unable to login - ${message}`;
}
export const LOGGING_IN = 'Logging in please wait...';
/** spec §2 Login's title, fields and button: the app's screen and the form index.html draws. */
export const LOGIN_FORM = {
  title: 'Login',
  email: 'Email',
  password: 'Password',
  submit: 'Login',
} as const;
export const SOCIAL_LOGIN_FAILED: Dialog = {
  title: 'Social Login Failed',
  body: 'Your social login attempt has failed - please try again',
};
export const PASSWORDS_DO_NOT_MATCH = 'Passwords does not match';
export const NO_EMAIL = 'No email not populated';
export function signUpErrorDialog(message: string): Dialog {
  return { title: 'Sign Up Error', body: message };
}
export const PASSWORD_POLICY_MESSAGE =
  'Password must contain 8 characters, a mix of numbers, letters and symbol characters';
export const CODE_VALIDATION_ERROR: Dialog = {
  title: 'Code Validation Error',
  body: 'Your validation code was incorrect. Please try again',
};
export const CODE_RESENT: Dialog = {
  title: 'Code Resent Successfully',
  body: 'Please check your email for the new code',
};
export function codeResendFailedDialog(message: string): Dialog {
  return { title: 'Code Resent Failed', body: message };
}
export const USERNAME_NOT_FOUND: Dialog = {
  title: 'Username Not Found',
  body: 'Please login and try again',
};
export const SIGN_UP_COMPLETED: Dialog = {
  title: 'Sign up Completed',
  body: 'Your account has been created successfully. You can now login with your account',
};
export const PASSWORD_UPDATED: Dialog = {
  title: 'Password Updated',
  body: 'Please login with your new password',
};
export const CHECKING_YOUR_INFORMATION = 'Please wait while we check for your information...';
