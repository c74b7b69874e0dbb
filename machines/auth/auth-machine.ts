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
 * - signedIn         the session: parallel profile (checking | ready | failed) and
 *                    customer (fetching | ready | failed: the last-known list is recalled), the
 *                    post-login calls; it also holds the selected registration (spec §3 puts it
 *                    on Customer), set by the router from the address, and the saved profile
 *
 * Effects are supplied by the app with provide(): the identity and API actors (see
 * auth-services.ts) and the actions `navigate`, `notify`, `logError`, `rememberCustomer` and
 * `forgetCustomer` (the offline copy of the registrations, kept per user). The machine navigates only
 * when it moves on its own; the router's `auth.show.*` events never navigate back, so the two
 * cannot chase each other.
 */
import { assertEvent, assign, setup } from 'xstate';
import { normaliseEmail, stripSpaces } from '../../src/domain/form-rules';
import { failureMessage } from '../shared/failure-message';
import type { AuthEvent } from './auth-events';
import {
  hasEmail,
  hasMatchingPasswords,
  isNewPasswordRequired,
  isPasswordResetRequired,
  isSignUpConfirmed,
  isUserNotConfirmed,
} from './auth-guards';
import {
  type AuthActors,
  authActors,
  type CustomerStore,
  type IdentityService,
  type SessionApi,
} from './auth-services';
import type {
  AuthAlert,
  AuthError,
  AuthNavigation,
  AuthScreenName,
  AuthUser,
  Customer,
  Profile,
  ProfileLoginRequest,
  SignInResult,
  SignUpResult,
} from './auth-types';
import { identityFailure } from './identity-failure';

export interface AuthContext {
  /** spec §3 authData: the signed-in user, null while signed out. */
  authData: AuthUser | null;
  /** spec §3: the app-start check has answered (either way). */
  isLoginCheckComplete: boolean;
  /** spec §3 error: what the current form shows. */
  error: AuthError | null;
  /** The e-mail the confirm, reset and new-password steps work on (normalised). */
  email: string | null;
  /** Where a signed-out app start lands: the address's screen (spec §2), signIn by default. */
  requestedScreen: AuthScreenName;
  /** The post-login profile check's answer (spec §4, §7 /api/private/profile/login). */
  profile: Profile | null;
  /** spec §8 "post-login check failure is recorded with the error text". */
  profileError: string | null;
  /** The customer fetch fired on login (spec §7 /api/private/customer). */
  customer: Customer | null;
  customerError: string | null;
  /** The registrations last fetched for this user, shown offline while the fetch fails. */
  lastKnownCustomer: Customer | null;
  /** The registration the address names (a walletId or a registration id), null for none. */
  selectedId: string | null;
}

const signedOutContext = {
  authData: null,
  error: null,
  email: null,
  profile: null,
  profileError: null,
  customer: null,
  customerError: null,
  lastKnownCustomer: null,
  selectedId: null,
} satisfies Partial<AuthContext>;

export const initialAuthContext: AuthContext = {
  ...signedOutContext,
  isLoginCheckComplete: false,
  requestedScreen: 'signIn',
};

function profileLoginRequest(user: AuthUser | null): ProfileLoginRequest {
  return {
    firstName: user?.givenName ?? '',
    lastName: user?.familyName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    locale: 'en',
  };
}

// Until the app provides them every effect rejects, so a forgotten provide() fails loudly.
const notProvided = new Proxy(
  {},
  {
    get: (_, name) => () =>
      Promise.reject(new Error(`The auth machine's ${String(name)} effect was not provided`)),
  },
) as IdentityService & SessionApi & CustomerStore;

const placeholderActors: AuthActors = authActors(notProvided, notProvided, notProvided);

const toLogin = { type: 'navigate', params: { to: '/login' } } as const;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: placeholderActors,
  actions: {
    // The app's router and alerts; provide() replaces these no-ops.
    navigate: (_, _params: AuthNavigation) => {},
    notify: (_, _params: AuthAlert) => {},
    logError: (_, _params: { error: unknown }) => {},
    rememberCustomer: (_, _params: { sub: string; customer: Customer }) => {},
    forgetCustomer: () => {},
    clearError: assign({ error: null }),
    rememberScreen: assign((_, params: { screen: AuthScreenName }) => ({
      requestedScreen: params.screen,
    })),
    rememberEmail: assign(({ context }, params: { email: string | undefined }) => ({
      email: params.email ? normaliseEmail(params.email) : context.email,
    })),
    setError: assign((_, params: AuthError) => ({ error: params })),
    signInUser: assign((_, params: { user: AuthUser }) => ({
      authData: params.user,
      isLoginCheckComplete: true,
      error: null,
      email: null,
    })),
    forgetRequestedScreen: assign({ requestedScreen: 'signIn' }),
    completeLoginCheck: assign({ isLoginCheckComplete: true }),
    clearSession: assign(signedOutContext),
  },
  guards: {
    hasUser: (_, params: { user: AuthUser | null }) => params.user !== null,
    isRequestedScreen: ({ context }, params: { screen: AuthScreenName }) =>
      context.requestedScreen === params.screen,
    hasEmail: (_, params: { email: string | null }) => hasEmail(params.email),
    hasMatchingPasswords: (_, params: { password: string; confirmPassword: string }) =>
      hasMatchingPasswords(params),
    isNewPasswordRequired: (_, params: { result: SignInResult | SignUpResult }) =>
      isNewPasswordRequired(params.result),
    isSignUpConfirmed: (_, params: { result: SignUpResult }) => isSignUpConfirmed(params.result),
    isUserNotConfirmed: (_, params: { error: unknown }) => isUserNotConfirmed(params.error),
    isPasswordResetRequired: (_, params: { error: unknown }) =>
      isPasswordResetRequired(params.error),
  },
}).createMachine({
  id: 'auth',
  context: initialAuthContext,
  initial: 'loading',
  states: {
    loading: {
      initial: 'checking',
      // The asked-for screen matters only for this app start.
      exit: 'forgetRequestedScreen',
      on: {
        'auth.show.signIn': { actions: { type: 'rememberScreen', params: { screen: 'signIn' } } },
        'auth.show.signUp': { actions: { type: 'rememberScreen', params: { screen: 'signUp' } } },
        'auth.show.forgotPassword': {
          actions: { type: 'rememberScreen', params: { screen: 'forgotPassword' } },
        },
        'auth.show.newPassword': {
          actions: { type: 'rememberScreen', params: { screen: 'newPassword' } },
        },
        'auth.show.confirmSignUp': {
          actions: [
            { type: 'rememberScreen', params: { screen: 'confirmSignUp' } },
            { type: 'rememberEmail', params: ({ event }) => ({ email: event.email }) },
          ],
        },
        'auth.hosted.completed': { target: '#auth.signIn.hosted', actions: 'completeLoginCheck' },
        'auth.hosted.failed': {
          target: '#auth.signIn',
          actions: [
            'completeLoginCheck',
            { type: 'notify', params: { kind: 'socialLoginFailed' } },
            toLogin,
          ],
        },
      },
      states: {
        checking: {
          invoke: {
            id: 'checkSession',
            src: 'checkSession',
            onDone: [
              {
                guard: { type: 'hasUser', params: ({ event }) => ({ user: event.output }) },
                target: '#auth.signedIn',
                actions: {
                  type: 'signInUser',
                  params: ({ event }) => ({ user: event.output as AuthUser }),
                },
              },
              { target: 'choosingScreen', actions: 'completeLoginCheck' },
            ],
            onError: { target: 'choosingScreen', actions: 'completeLoginCheck' },
          },
        },
        // Transient: no one is signed in, so show the screen the address asked for.
        choosingScreen: {
          always: [
            {
              guard: { type: 'isRequestedScreen', params: { screen: 'signUp' } },
              target: '#auth.signUp',
            },
            {
              guard: { type: 'isRequestedScreen', params: { screen: 'forgotPassword' } },
              target: '#auth.forgotPassword',
            },
            {
              guard: { type: 'isRequestedScreen', params: { screen: 'newPassword' } },
              target: '#auth.newPassword',
            },
            {
              guard: { type: 'isRequestedScreen', params: { screen: 'confirmSignUp' } },
              target: '#auth.confirmSignUp',
            },
            { target: '#auth.signIn' },
          ],
        },
      },
    },

    signIn: {
      initial: 'idle',
      on: {
        'auth.show.signUp': { target: 'signUp', actions: 'clearError' },
        'auth.show.forgotPassword': { target: 'forgotPassword', actions: 'clearError' },
        'auth.show.newPassword': { target: 'newPassword', actions: 'clearError' },
        'auth.show.confirmSignUp': {
          target: 'confirmSignUp',
          actions: [
            'clearError',
            { type: 'rememberEmail', params: ({ event }) => ({ email: event.email }) },
          ],
        },
      },
      states: {
        idle: {
          on: {
            'auth.signIn': [
              {
                guard: { type: 'hasEmail', params: ({ event }) => ({ email: event.email }) },
                target: 'authenticating',
                actions: [
                  'clearError',
                  { type: 'rememberEmail', params: ({ event }) => ({ email: event.email }) },
                ],
              },
              { actions: { type: 'setError', params: { kind: 'noEmail' } } },
            ],
            'auth.hosted.start': { target: 'redirecting', actions: 'clearError' },
            'auth.hosted.completed': { target: 'hosted', actions: 'clearError' },
            'auth.hosted.failed': {
              actions: [{ type: 'notify', params: { kind: 'socialLoginFailed' } }, toLogin],
            },
          },
        },
        authenticating: {
          tags: 'busy',
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context, event }) => {
              assertEvent(event, 'auth.signIn');
              return { email: context.email ?? '', password: event.password };
            },
            onDone: [
              {
                guard: {
                  type: 'isNewPasswordRequired',
                  params: ({ event }) => ({ result: event.output }),
                },
                target: '#auth.newPassword',
                actions: { type: 'navigate', params: { to: '/newPassword' } },
              },
              {
                target: '#auth.signedIn',
                actions: [
                  {
                    type: 'signInUser',
                    params: ({ event }) => ({
                      user: (event.output as Extract<SignInResult, { kind: 'signedIn' }>).user,
                    }),
                  },
                  { type: 'navigate', params: { to: '/home' } },
                ],
              },
            ],
            onError: [
              {
                // spec §4: an unconfirmed user gets a fresh sign-up code and the confirm screen.
                guard: {
                  type: 'isUserNotConfirmed',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: '#auth.confirmSignUp.resending',
                actions: {
                  type: 'navigate',
                  params: ({ context }) => ({
                    to: '/confirmSignUp',
                    search: { email: context.email ?? '' },
                  }),
                },
              },
              {
                guard: {
                  type: 'isPasswordResetRequired',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: '#auth.forgotPassword',
                actions: { type: 'navigate', params: { to: '/forgotPassword' } },
              },
              {
                target: 'idle',
                actions: {
                  type: 'setError',
                  params: ({ event }) => ({
                    kind: 'signInFailed',
                    message: failureMessage(event.error),
                  }),
                },
              },
            ],
          },
        },
        redirecting: {
          tags: 'busy',
          invoke: {
            id: 'beginHostedSignIn',
            src: 'beginHostedSignIn',
            onError: {
              target: 'idle',
              actions: { type: 'notify', params: { kind: 'socialLoginFailed' } },
            },
          },
        },
        hosted: {
          tags: 'busy',
          invoke: {
            id: 'completeHostedSignIn',
            src: 'completeHostedSignIn',
            input: ({ event }) => {
              assertEvent(event, 'auth.hosted.completed');
              return { code: event.code, state: event.state };
            },
            onDone: {
              target: '#auth.signedIn',
              actions: [
                { type: 'signInUser', params: ({ event }) => ({ user: event.output }) },
                { type: 'navigate', params: { to: '/home' } },
              ],
            },
            onError: {
              target: 'idle',
              actions: [{ type: 'notify', params: { kind: 'socialLoginFailed' } }, toLogin],
            },
          },
        },
        signingOut: {
          tags: 'busy',
          invoke: {
            id: 'signOut',
            src: 'signOut',
            onDone: { target: 'idle' },
            // spec §4: a logout failure is only logged; the session is already cleared here.
            onError: {
              target: 'idle',
              actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },

    newPassword: {
      initial: 'entering',
      on: {
        'auth.show.signIn': { target: 'signIn', actions: 'clearError' },
        'auth.show.signUp': { target: 'signUp', actions: 'clearError' },
        'auth.show.forgotPassword': { target: 'forgotPassword', actions: 'clearError' },
        'auth.show.confirmSignUp': {
          target: 'confirmSignUp',
          actions: [
            'clearError',
            { type: 'rememberEmail', params: ({ event }) => ({ email: event.email }) },
          ],
        },
      },
      states: {
        entering: {
          on: {
            'auth.newPassword.submit': [
              {
                guard: { type: 'hasMatchingPasswords', params: ({ event }) => event },
                target: 'submitting',
                actions: 'clearError',
              },
              { actions: { type: 'setError', params: { kind: 'passwordMismatch' } } },
            ],
          },
        },
        submitting: {
          tags: 'busy',
          invoke: {
            id: 'completeNewPassword',
            src: 'completeNewPassword',
            input: ({ event }) => {
              assertEvent(event, 'auth.newPassword.submit');
              return {
                password: event.password,
                givenName: event.givenName.trim(),
                familyName: event.familyName.trim(),
              };
            },
            onDone: {
              target: '#auth.signedIn',
              actions: [
                { type: 'signInUser', params: ({ event }) => ({ user: event.output }) },
                { type: 'navigate', params: { to: '/home' } },
              ],
            },
            onError: {
              target: 'entering',
              actions: {
                type: 'setError',
                params: ({ event }) => ({
                  kind: 'newPasswordFailed',
                  message: failureMessage(event.error),
                }),
              },
            },
          },
        },
      },
    },

    forgotPassword: {
      initial: 'request',
      on: {
        'auth.show.signIn': { target: 'signIn', actions: 'clearError' },
        'auth.show.signUp': { target: 'signUp', actions: 'clearError' },
        'auth.show.newPassword': { target: 'newPassword', actions: 'clearError' },
        'auth.show.confirmSignUp': {
          target: 'confirmSignUp',
          actions: [
            'clearError',
            { type: 'rememberEmail', params: ({ event }) => ({ email: event.email }) },
          ],
        },
      },
      states: {
        request: {
          on: {
            'auth.forgotPassword.request': {
              target: 'requesting',
              actions: [
                'clearError',
                { type: 'rememberEmail', params: ({ event }) => ({ email: event.email }) },
              ],
            },
          },
        },
        requesting: {
          tags: 'busy',
          invoke: {
            id: 'forgotPassword',
            src: 'forgotPassword',
            input: ({ context }) => ({ email: context.email ?? '' }),
            onDone: { target: 'code' },
            onError: {
              target: 'request',
              actions: {
                type: 'setError',
                params: ({ event }) => ({
                  kind: 'forgotPasswordFailed',
                  message: failureMessage(event.error),
                }),
              },
            },
          },
        },
        code: {
          on: {
            'auth.forgotPassword.submit': [
              {
                guard: { type: 'hasMatchingPasswords', params: ({ event }) => event },
                target: 'submitting',
                actions: 'clearError',
              },
              { actions: { type: 'setError', params: { kind: 'passwordMismatch' } } },
            ],
            'auth.resendCode': { target: 'resending', actions: 'clearError' },
          },
        },
        submitting: {
          tags: 'busy',
          invoke: {
            id: 'confirmForgotPassword',
            src: 'confirmForgotPassword',
            input: ({ context, event }) => {
              assertEvent(event, 'auth.forgotPassword.submit');
              return {
                email: context.email ?? '',
                code: stripSpaces(event.code),
                password: event.password,
              };
            },
            onDone: {
              target: '#auth.signIn',
              actions: [{ type: 'notify', params: { kind: 'passwordUpdated' } }, toLogin],
            },
            onError: {
              target: 'code',
              actions: {
                type: 'setError',
                params: ({ event }) => ({
                  kind: 'forgotPasswordFailed',
                  message: failureMessage(event.error),
                }),
              },
            },
          },
        },
        resending: {
          tags: 'busy',
          invoke: {
            id: 'forgotPassword',
            src: 'forgotPassword',
            input: ({ context }) => ({ email: context.email ?? '' }),
            onDone: {
              target: 'code',
              actions: { type: 'notify', params: { kind: 'codeResent' } },
            },
            onError: {
              target: 'code',
              actions: {
                type: 'notify',
                params: ({ event }) => ({
                  kind: 'codeResendFailed',
                  failure: identityFailure(event.error),
                }),
              },
            },
          },
        },
      },
    },

    signUp: {
      initial: 'entering',
      on: {
        'auth.show.signIn': { target: 'signIn', actions: 'clearError' },
        'auth.show.forgotPassword': { target: 'forgotPassword', actions: 'clearError' },
        'auth.show.newPassword': { target: 'newPassword', actions: 'clearError' },
        'auth.show.confirmSignUp': {
          target: 'confirmSignUp',
          actions: [
            'clearError',
            { type: 'rememberEmail', params: ({ event }) => ({ email: event.email }) },
          ],
        },
      },
      states: {
        entering: {
          on: {
            'auth.signUp': {
              target: 'submitting',
              actions: [
                'clearError',
                { type: 'rememberEmail', params: ({ event }) => ({ email: event.email }) },
              ],
            },
          },
        },
        submitting: {
          tags: 'busy',
          invoke: {
            id: 'signUp',
            src: 'signUp',
            input: ({ context, event }) => {
              assertEvent(event, 'auth.signUp');
              return {
                email: context.email ?? '',
                password: event.password,
                givenName: event.givenName.trim(),
                familyName: event.familyName.trim(),
                phone: stripSpaces(event.phone ?? ''),
              };
            },
            onDone: [
              {
                guard: {
                  type: 'isNewPasswordRequired',
                  params: ({ event }) => ({ result: event.output }),
                },
                target: '#auth.newPassword',
                actions: { type: 'navigate', params: { to: '/newPassword' } },
              },
              {
                guard: {
                  type: 'isSignUpConfirmed',
                  params: ({ event }) => ({ result: event.output }),
                },
                target: '#auth.signIn',
                actions: [{ type: 'notify', params: { kind: 'signUpCompleted' } }, toLogin],
              },
              {
                target: '#auth.confirmSignUp',
                actions: {
                  type: 'navigate',
                  params: ({ context }) => ({
                    to: '/confirmSignUp',
                    search: { email: context.email ?? '' },
                  }),
                },
              },
            ],
            onError: {
              target: 'entering',
              actions: {
                type: 'notify',
                params: ({ event }) => ({
                  kind: 'signUpError',
                  failure: identityFailure(event.error),
                }),
              },
            },
          },
        },
      },
    },

    confirmSignUp: {
      initial: 'entering',
      on: {
        'auth.show.signIn': { target: 'signIn', actions: 'clearError' },
        'auth.show.signUp': { target: 'signUp', actions: 'clearError' },
        'auth.show.forgotPassword': { target: 'forgotPassword', actions: 'clearError' },
        'auth.show.newPassword': { target: 'newPassword', actions: 'clearError' },
        'auth.show.confirmSignUp': {
          actions: { type: 'rememberEmail', params: ({ event }) => ({ email: event.email }) },
        },
      },
      states: {
        entering: {
          on: {
            'auth.confirm': [
              {
                guard: { type: 'hasEmail', params: ({ context }) => ({ email: context.email }) },
                target: 'confirming',
              },
              {
                // spec §5: no e-mail in the state or the address.
                target: '#auth.signIn',
                actions: [{ type: 'notify', params: { kind: 'usernameNotFound' } }, toLogin],
              },
            ],
            'auth.resendCode': [
              {
                guard: { type: 'hasEmail', params: ({ context }) => ({ email: context.email }) },
                target: 'resending',
              },
              {
                target: '#auth.signIn',
                actions: [{ type: 'notify', params: { kind: 'usernameNotFound' } }, toLogin],
              },
            ],
          },
        },
        confirming: {
          tags: 'busy',
          invoke: {
            id: 'confirmSignUp',
            src: 'confirmSignUp',
            input: ({ context, event }) => {
              assertEvent(event, 'auth.confirm');
              return { email: context.email ?? '', code: stripSpaces(event.code) };
            },
            onDone: {
              target: '#auth.signIn',
              actions: [{ type: 'notify', params: { kind: 'signUpCompleted' } }, toLogin],
            },
            onError: {
              target: 'entering',
              actions: {
                type: 'notify',
                params: ({ event }) => ({
                  kind: 'codeValidationError',
                  failure: identityFailure(event.error),
                }),
              },
            },
          },
        },
        resending: {
          tags: 'busy',
          invoke: {
            id: 'resendSignUpCode',
            src: 'resendSignUpCode',
            input: ({ context }) => ({ email: context.email ?? '' }),
            onDone: {
              target: 'entering',
              actions: { type: 'notify', params: { kind: 'codeResent' } },
            },
            onError: {
              target: 'entering',
              actions: {
                type: 'notify',
                params: ({ event }) => ({
                  kind: 'codeResendFailed',
                  failure: identityFailure(event.error),
                }),
              },
            },
          },
        },
      },
    },

    signedIn: {
      type: 'parallel',
      on: {
        // spec §4: logout clears the state and shows the sign-in screen at once. Every flow is
        // part of this session, so none is left to alert after it.
        'auth.logout': {
          target: '#auth.signIn.signingOut',
          actions: ['clearSession', 'forgetCustomer', toLogin],
        },
        'session.select': { actions: assign({ selectedId: ({ event }) => event.registration }) },
        'session.profile.saved': { actions: assign({ profile: ({ event }) => event.profile }) },
      },
      states: {
        profile: {
          initial: 'checking',
          states: {
            checking: {
              invoke: {
                id: 'profileLogin',
                src: 'profileLogin',
                input: ({ context }) => profileLoginRequest(context.authData),
                onDone: {
                  target: 'ready',
                  actions: assign({ profile: ({ event }) => event.output, profileError: null }),
                },
                onError: {
                  target: 'failed',
                  actions: assign({ profileError: ({ event }) => failureMessage(event.error) }),
                },
              },
            },
            ready: {},
            failed: {},
          },
        },
        customer: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'fetchCustomer',
                src: 'fetchCustomer',
                onDone: {
                  target: 'ready',
                  actions: [
                    assign({ customer: ({ event }) => event.output, customerError: null }),
                    {
                      type: 'rememberCustomer',
                      params: ({ context, event }) => ({
                        sub: context.authData?.sub ?? '',
                        customer: event.output,
                      }),
                    },
                  ],
                },
                onError: {
                  target: 'failed',
                  actions: assign({ customerError: ({ event }) => failureMessage(event.error) }),
                },
              },
            },
            ready: { on: { 'auth.customer.refresh': { target: 'fetching' } } },
            failed: {
              on: { 'auth.customer.refresh': { target: 'fetching' } },
              invoke: {
                id: 'recallCustomer',
                src: 'recallCustomer',
                input: ({ context }) => ({ sub: context.authData?.sub ?? '' }),
                onDone: { actions: assign({ lastKnownCustomer: ({ event }) => event.output }) },
              },
            },
          },
        },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
