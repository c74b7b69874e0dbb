/**
 * The authentication flow (spec §2 signed-out routes, §4 Authentication, §5, §8).
 *
 * States (the top-level key is spec §3's authState):
 * - loading          checking (app start: checkSession; remembers the screen the address asks
 *                    for) | choosingScreen (transient: no one signed in, so that screen or signIn)
 * - signIn           idle | authenticating | redirecting (to the hosted sign-in) |
 *                    hosted (exchanging the returned code) | signingOut
 * - newPassword      entering | submitting            (NEW_PASSWORD_REQUIRED challenge)
 * - forgotPassword   request | requesting | code | submitting | resending
 * - signUp           entering | submitting
 * - confirmSignUp    entering | confirming | resending
 * - signedIn         the session: parallel profile (checking | ready | failed: the last-known
 *                    profile is recalled) and
 *                    customer (fetching | ready | failed: the last-known list is recalled), the
 *                    post-login calls; it also holds the selected registration (spec §3 puts it
 *                    on Customer), set by the router from the address, and the saved profile
 *
 * Effects are supplied by the app with provide(): the identity and API actors (see
 * auth-services.ts) and the actions `navigate`, `notify`, `logError`, `rememberCustomer`,
 * `forgetCustomer`, `rememberProfile` and `forgetProfile` (the offline copies of the
 * registrations and the profile, kept per user). The machine navigates
 * only when it moves on its own; the router's `auth.show.*` events never navigate back, so the two
 * cannot chase each other.
 *
 * auth-setup.ts holds the context, effects and rules; each sub-flow's states have a file of their
 * own. The router's auth.show.* transitions are declared once, here, for every signed-out screen.
 */
import { loadingState } from './auth-loading-state';
import { forgotPasswordState, newPasswordState } from './auth-password-states';
import { sessionState } from './auth-session-state';
import { authSetup, initialAuthContext } from './auth-setup';
import { signInState } from './auth-sign-in-state';
import { confirmSignUpState, signUpState } from './auth-sign-up-states';

const rememberEmail = {
  type: 'rememberEmail',
  params: ({ event }: { event: { email?: string } }) => ({ email: event.email }),
} as const;

/**
 * A function, not a module-level constant: building the chart's state nodes is the heaviest
 * step of the app's start, and the app runs it in a task of its own (src/app/create-app.ts).
 */
export function createAuthMachine() {
  return authSetup.createMachine({
    id: 'auth',
    context: initialAuthContext,
    initial: 'loading',
    // The router's path events switch between the signed-out screens without navigating and clear
    // the form's error; loading remembers them instead, and signedIn has no use for them.
    on: {
      'auth.edit': { actions: { type: 'clearFieldError', params: ({ event }) => event } },
      'auth.show.signIn': { guard: 'showsSignIn', target: '.signIn', actions: 'clearError' },
      'auth.show.signUp': { guard: 'showsSignUp', target: '.signUp', actions: 'clearError' },
      'auth.show.forgotPassword': {
        guard: 'showsForgotPassword',
        target: '.forgotPassword',
        actions: 'clearError',
      },
      'auth.show.newPassword': {
        guard: 'showsNewPassword',
        target: '.newPassword',
        actions: 'clearError',
      },
      'auth.show.confirmSignUp': [
        { guard: 'onConfirmSignUp', actions: rememberEmail },
        {
          guard: 'showsConfirmSignUp',
          target: '.confirmSignUp',
          actions: ['clearError', rememberEmail],
        },
      ],
    },
    states: {
      loading: loadingState,
      signIn: signInState,
      newPassword: newPasswordState,
      forgotPassword: forgotPasswordState,
      signUp: signUpState,
      confirmSignUp: confirmSignUpState,
      signedIn: sessionState,
    },
  });
}

export type AuthMachine = ReturnType<typeof createAuthMachine>;
