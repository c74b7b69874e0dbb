import { type ComponentType, lazy, Suspense, useDeferredValue } from 'react';
import { useAuthSelector } from '../../app/auth-actor-context';
import { PendingScreen } from '../../ui/pending-screen';
import { authStateOf } from './auth-actor';
import type { AuthState } from './chart/auth-types';
import { LoginScreen } from './login-screen';

export { showAuthAlert } from './auth-alerts';

// /login must load lean, so only the login screen comes with this chunk; the others (and the
// form library they use) load when the auth state first names them.
const NewPasswordScreen = lazy(() =>
  import('./new-password-screen').then((module) => ({ default: module.NewPasswordScreen })),
);
const ForgotPasswordScreen = lazy(() =>
  import('./forgot-password-screen').then((module) => ({ default: module.ForgotPasswordScreen })),
);
const SignUpScreen = lazy(() =>
  import('./sign-up-screen').then((module) => ({ default: module.SignUpScreen })),
);
const ConfirmSignUpScreen = lazy(() =>
  import('./confirm-sign-up-screen').then((module) => ({ default: module.ConfirmSignUpScreen })),
);

// Signed in, the router is about to leave the auth paths; until then nothing to show.
const SCREENS: Record<AuthState, ComponentType> = {
  loading: PendingScreen,
  signIn: LoginScreen,
  newPassword: NewPasswordScreen,
  forgotPassword: ForgotPasswordScreen,
  signUp: SignUpScreen,
  confirmSignUp: ConfirmSignUpScreen,
  signedIn: PendingScreen,
};

// Every signed-out path that is not a public page renders this: the screen the auth state names
// (spec §2), whatever the address.
export function AuthScreens() {
  // A new screen renders in the background, in slices, while the one before stays up: a slow
  // phone keeps answering taps during the switch (and Lighthouse's Total Blocking Time stays low).
  const Screen = SCREENS[useDeferredValue(useAuthSelector(authStateOf), 'loading')];
  return (
    <Suspense fallback={<PendingScreen />}>
      <Screen />
    </Suspense>
  );
}
