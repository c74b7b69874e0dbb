// The auth statechart's context, effects and rules (setup): the sub-flow configs in this folder
// are built on it, and auth-machine.ts puts them together.
import { and, assign, fromPromise, not, setup, stateIn } from 'xstate';
import type { Customer } from '../../../../core/contracts/customer-contract';
import type { Profile } from '../../../../core/contracts/profile-contract';
import { normaliseEmail } from '../../../../core/domain/form-rules';
import type { FlowLogic, FlowRef } from '../../../chart-shared/flow-charts';
import type { FlowInput, FlowRequest } from '../../../chart-shared/flow-request';
import type { ScreenRequest } from '../../../chart-shared/screen-name';
import type { AuthEvent } from './auth-events';
import { type AuthField, type AuthFieldErrors, hasFieldErrors } from './auth-form-checks';
import {
  hasEmail,
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
  ProfileLoginRequest,
  SignInResult,
  SignUpResult,
} from './auth-types';

export interface AuthContext {
  /** spec §3 authData: the signed-in user, null while signed out. */
  authData: AuthUser | null;
  /** spec §3: the app-start check has answered (either way). */
  isLoginCheckComplete: boolean;
  /** spec §3 error: what the current form shows. */
  error: AuthError | null;
  /** The complaints under the current form's fields from its last submit. */
  fieldErrors: AuthFieldErrors;
  /** The e-mail the confirm, reset and new-password steps work on (normalised). */
  email: string | null;
  /**
   * Where a signed-out app start lands: the address's screen (spec §2); null until the router has
   * read the address (none names a screen: signIn).
   */
  requestedScreen: AuthScreenName | null;
  /** The post-login profile check's answer (spec §4, §7 /api/private/profile/login). */
  profile: Profile | null;
  /** spec §8 "post-login check failure is recorded with the error text". */
  profileError: string | null;
  /** The customer fetch fired on login (spec §7 /api/private/customer). */
  customer: Customer | null;
  customerError: string | null;
  /** The registrations last fetched for this user, shown offline while the fetch fails. */
  lastKnownCustomer: Customer | null;
  /** The profile last fetched or saved for this user, shown offline while the check fails. */
  lastKnownProfile: Profile | null;
  /** The flow the address shows (which search, which wallet), null before the first. */
  flowRequest: FlowRequest | null;
  /** The chart running that flow once its code has loaded (the screens read it), else null. */
  flow: FlowRef | null;
}

const signedOutContext = {
  authData: null,
  error: null,
  fieldErrors: {},
  email: null,
  profile: null,
  profileError: null,
  customer: null,
  customerError: null,
  lastKnownCustomer: null,
  lastKnownProfile: null,
  flowRequest: null,
  flow: null,
} satisfies Partial<AuthContext>;

export const initialAuthContext: AuthContext = {
  ...signedOutContext,
  isLoginCheckComplete: false,
  requestedScreen: null,
};

export function profileLoginRequest(user: AuthUser | null): ProfileLoginRequest {
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

/** What the shown flow's chart starts with: the address's request and what the session knows. */
export function flowInputOf(context: AuthContext): FlowInput {
  if (!context.flowRequest) throw new Error('A flow was loaded with no request');
  return {
    ...context.flowRequest,
    profile: context.profile,
    lastKnownProfile: context.lastKnownProfile,
    registrations: (context.customer ?? context.lastKnownCustomer)?.eventRegistrationList ?? [],
  };
}

/** The running flow's chart: the state that reads it is entered only with the chart spawned. */
export function runningFlow(context: AuthContext): FlowRef {
  if (!context.flow) throw new Error('The flow state ran without its chart');
  return context.flow;
}

export const toLogin = { type: 'navigate', params: { to: '/login' } } as const;

/** An identity call that answers the user signed in: the session starts, at Home. */
export const signedInHome = {
  target: '#auth.signedIn',
  actions: [
    {
      type: 'signInUser',
      params: ({ event }: { event: { output: AuthUser } }) => ({ user: event.output }),
    },
    { type: 'navigate', params: { to: '/home' } },
  ],
} as const;

/** A submit's first branch: with a complaint the form stays and shows it; else the next runs. */
export function refusedForm<Form>(errorsOf: (form: Form) => AuthFieldErrors) {
  return {
    guard: {
      type: 'hasFieldErrors',
      params: ({ event }: { event: Form }) => ({ errors: errorsOf(event) }),
    },
    actions: { type: 'showFieldErrors', params: ({ event }: { event: Form }) => errorsOf(event) },
  } as const;
}

export const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  // A flow's chart is loaded when the customer first opens it, so the login page does not carry
  // it: the app supplies the loader (a dynamic import) with provide(), tests a chart at hand.
  actors: {
    ...placeholderActors,
    // Its input is the request `session.show` set on the way in.
    loadFlow: fromPromise<FlowLogic, FlowRequest | null>(() =>
      Promise.reject(new Error("The auth machine's loadFlow effect was not provided")),
    ),
  },
  actions: {
    // The app's router and alerts; provide() replaces these no-ops.
    navigate: (_, _params: AuthNavigation) => {},
    showScreen: (_, _params: ScreenRequest) => {},
    notify: (_, _params: AuthAlert) => {},
    logError: (_, _params: { error: unknown }) => {},
    rememberCustomer: (_, _params: { sub: string; customer: Customer }) => {},
    forgetCustomer: () => {},
    rememberProfile: (_, _params: { sub: string; profile: Profile }) => {},
    forgetProfile: () => {},
    clearError: assign({ error: null, fieldErrors: {} }),
    showFieldErrors: assign((_, params: AuthFieldErrors) => ({ fieldErrors: params })),
    // Typing in a field takes back its complaint, as a form library would.
    clearFieldError: assign(({ context }, params: { field: AuthField }) => {
      const { [params.field]: _cleared, ...rest } = context.fieldErrors;
      return { fieldErrors: rest };
    }),
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
      fieldErrors: {},
      email: null,
    })),
    forgetRequestedScreen: assign({ requestedScreen: null }),
    completeLoginCheck: assign({ isLoginCheckComplete: true }),
    clearSession: assign(signedOutContext),
  },
  guards: {
    hasUser: (_, params: { user: AuthUser | null }) => params.user !== null,
    isRequestedScreen: ({ context }, params: { screen: AuthScreenName }) =>
      context.requestedScreen === params.screen,
    hasEmail: (_, params: { email: string | null }) => hasEmail(params.email),
    hasFieldErrors: (_, params: { errors: AuthFieldErrors }) => hasFieldErrors(params.errors),
    isNewPasswordRequired: (_, params: { result: SignInResult }) =>
      isNewPasswordRequired(params.result),
    isSignUpConfirmed: (_, params: { result: SignUpResult }) => isSignUpConfirmed(params.result),
    isUserNotConfirmed: (_, params: { error: unknown }) => isUserNotConfirmed(params.error),
    isPasswordResetRequired: (_, params: { error: unknown }) =>
      isPasswordResetRequired(params.error),
    // The router's auth.show.* events move between the signed-out screens only.
    showsSignIn: and([not(stateIn('signedIn')), not(stateIn('signIn'))]),
    showsSignUp: and([not(stateIn('signedIn')), not(stateIn('signUp'))]),
    showsForgotPassword: and([not(stateIn('signedIn')), not(stateIn('forgotPassword'))]),
    showsNewPassword: and([not(stateIn('signedIn')), not(stateIn('newPassword'))]),
    // On confirmSignUp itself the event only takes the address's e-mail (onConfirmSignUp, first).
    showsConfirmSignUp: not(stateIn('signedIn')),
    onConfirmSignUp: stateIn('confirmSignUp'),
    // A flow starts once the profile and the registrations it reads have answered.
    hasSessionLoaded: and([
      not(stateIn({ signedIn: { profile: 'checking' } })),
      not(stateIn({ signedIn: { customer: 'fetching' } })),
    ]),
    isWalletShown: ({ context }) => context.flowRequest?.name === 'wallet',
    isRegistrationShown: ({ context }) => context.flowRequest?.name === 'registration',
    isProfileShown: ({ context }) => context.flowRequest?.name === 'profile',
    // Only a wallet request carries a provider's return.
    isPaymentReturnTaken: ({ context: { flowRequest }, event }) =>
      event.type === 'session.show' &&
      event.flow.name === 'wallet' &&
      !event.flow.paymentReturn &&
      Boolean(flowRequest && 'paymentReturn' in flowRequest && flowRequest.paymentReturn),
  },
});
