// The data the auth machine works with (spec §3 auth state). Plain serialisable
// values only: the identity adapter keeps its library objects to itself.
import type { ProfileLoginBody } from '../../../../core/contracts/profile-contract';

/** The auth screens of spec §2 a signed-out address can ask for ('loading' is never asked for). */
export type AuthScreenName =
  | 'signIn'
  | 'newPassword'
  | 'forgotPassword'
  | 'signUp'
  | 'confirmSignUp';

/** spec §3 authState: the top-level state of the machine. */
export type AuthState = 'loading' | AuthScreenName | 'signedIn';

/** authData: who is signed in, as the identity's id token names them. */
export interface AuthUser {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  /** The sign-up request carries a phone although the form has no field, so it is often ''. */
  phone: string;
}

/** A failed identity call: the service's error code (e.g. CodeMismatchException) and its text. */
export interface IdentityFailure {
  code: string;
  message: string;
}

export type SignInResult = { kind: 'signedIn'; user: AuthUser } | { kind: 'newPasswordRequired' };

/**
 * spec §4 reads "Sign-up result: NEW_PASSWORD_REQUIRED -> newPassword", but a sign-up answers no
 * challenge (Cognito's SignUp returns only UserConfirmed); the challenge comes with the sign-in.
 * A pool that confirms users itself answers 'confirmed', which needs no code.
 */
export type SignUpResult = { kind: 'confirmationRequired' } | { kind: 'confirmed' };

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignUpInput {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  phone: string;
}

export interface EmailInput {
  email: string;
}

export interface ConfirmSignUpInput {
  email: string;
  code: string;
}

export interface ConfirmForgotPasswordInput {
  email: string;
  code: string;
  password: string;
}

export interface CompleteNewPasswordInput {
  password: string;
  givenName: string;
  familyName: string;
}

/** The query of the hosted sign-in's return to /oauth/login. */
export interface HostedReturn {
  code: string;
  state: string;
}

/** Body of POST /api/private/profile/login (spec §7). */
export type ProfileLoginRequest = ProfileLoginBody;

/** What a form shows above its button when the identity refused; screens word it (spec §8). */
export type AuthError =
  | { kind: 'signInFailed'; message: string }
  | { kind: 'forgotPasswordFailed'; message: string }
  | { kind: 'newPasswordFailed'; message: string };

/** The alerts of spec §8 the flow raises; the app shows them through the `notify` action. */
export type AuthAlert =
  | { kind: 'signUpCompleted' }
  | { kind: 'passwordUpdated' }
  | { kind: 'codeValidationError'; failure: IdentityFailure }
  | { kind: 'codeResent' }
  | { kind: 'codeResendFailed'; failure: IdentityFailure }
  | { kind: 'signUpError'; failure: IdentityFailure }
  | { kind: 'usernameNotFound' }
  | { kind: 'socialLoginFailed' };

/** Where the flow sends the browser; the app performs it through the `navigate` action. */
export type AuthNavigation =
  | { to: '/home' | '/login' | '/newPassword' | '/forgotPassword' }
  | { to: '/confirmSignUp'; search: { email: string } };
