import type { ComponentType } from 'react';
import type { AuthState } from '../../machines/auth/auth-types';
import { PendingScreen } from '../ui/pending-screen';
import { authStateOf } from './auth-actor';
import { useAuthSelector } from './auth-actor-context';
import { ConfirmSignUpScreen } from './confirm-sign-up-screen';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { LoginScreen } from './login-screen';
import { NewPasswordScreen } from './new-password-screen';
import { SignUpScreen } from './sign-up-screen';

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
  const Screen = SCREENS[useAuthSelector(authStateOf)];
  return <Screen />;
}
