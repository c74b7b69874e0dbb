// Model-based tests: every generated path is replayed in a real actor whose effects are recorded
// (never-settling identity/API calls, navigate, notify, logError). After each step the recorded
// effects are compared with what spec §4/§5/§8 ask for that step, and the snapshot is checked
// against the rules that must hold in its state.
import { describe, expect, it } from 'vitest';
import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  createActor,
  createMachine,
  enqueueActions,
  fromPromise,
  waitFor,
} from 'xstate';
import { stateName } from '../../../../test-support/charts/model-paths';
import { asFlowChart } from '../../../../test-support/charts/stand-in-flow';
import {
  takenTransitions,
  uncoveredTransitions,
} from '../../../../test-support/charts/transition-coverage';
import type { FlowLogic } from '../../../chart-shared/flow-charts';
import type { FlowName, FlowRequest } from '../../../chart-shared/flow-request';
import type { ScreenRequest } from '../../../chart-shared/screen-name';
import type { PaymentReturn } from '../../wallet/chart/wallet-types';
import { createAuthMachine } from './auth-machine';
import {
  authEvents,
  authPaths,
  CLAIMED_CUSTOMER,
  CODE,
  CUSTOMER,
  EMAIL,
  PASSWORD,
  PAYMENT_RETURN,
  PROFILE,
  routerAnswer,
  SAVED_PROFILE,
  SELECTED_WALLET,
  USER,
} from './auth-model';
import { authActors, type IdentityService, type SessionApi } from './auth-services';
import type { AuthContext } from './auth-setup';
import type { AuthAlert, AuthNavigation, AuthScreenName } from './auth-types';

type Effect =
  | { kind: 'call'; name: string; input?: unknown }
  | { kind: 'navigate'; to: AuthNavigation }
  | { kind: 'showScreen'; request: ScreenRequest }
  | { kind: 'notify'; alert: AuthAlert }
  | { kind: 'logError'; error: unknown }
  | { kind: 'rememberCustomer'; sub: string; customer: unknown }
  | { kind: 'forgetCustomer' }
  | { kind: 'rememberProfile'; sub: string; profile: unknown }
  | { kind: 'forgetProfile' };

function recordingMachine(effects: Effect[]) {
  const call =
    (name: string) =>
    (input?: unknown): Promise<never> => {
      effects.push(input === undefined ? { kind: 'call', name } : { kind: 'call', name, input });
      return new Promise(() => {});
    };
  const identity: IdentityService = {
    currentUser: call('currentUser'),
    signIn: call('signIn'),
    signUp: call('signUp'),
    confirmSignUp: call('confirmSignUp'),
    resendSignUpCode: call('resendSignUpCode'),
    forgotPassword: call('forgotPassword'),
    confirmForgotPassword: call('confirmForgotPassword'),
    completeNewPassword: call('completeNewPassword'),
    beginHostedSignIn: call('beginHostedSignIn'),
    completeHostedSignIn: call('completeHostedSignIn'),
    signOut: call('signOut'),
  };
  const api: SessionApi = {
    profileLogin: call('profileLogin'),
    fetchCustomer: call('fetchCustomer'),
  };
  return createAuthMachine().provide({
    actors: authActors(identity, api, {
      recall: call('recallCustomer'),
      recallProfile: call('recallProfile'),
    }),
    actions: {
      navigate: (_, to) => effects.push({ kind: 'navigate', to }),
      // The router answers a request for a screen at once, as the model has it.
      showScreen: enqueueActions(({ enqueue }, request: ScreenRequest) => {
        enqueue(() => effects.push({ kind: 'showScreen', request }));
        for (const answer of routerAnswer(request)) enqueue.raise(answer);
      }),
      notify: (_, alert) => effects.push({ kind: 'notify', alert }),
      logError: (_, { error }) => effects.push({ kind: 'logError', error }),
      rememberCustomer: (_, { sub, customer }) =>
        effects.push({ kind: 'rememberCustomer', sub, customer }),
      forgetCustomer: () => effects.push({ kind: 'forgetCustomer' }),
      rememberProfile: (_, { sub, profile }) =>
        effects.push({ kind: 'rememberProfile', sub, profile }),
      forgetProfile: () => effects.push({ kind: 'forgetProfile' }),
    },
  });
}

// The identity and API calls a state makes on entry, with the inputs the spec asks for: e-mails
// trimmed and lower-cased, codes without spaces, names trimmed, locale 'en'.
const CALLS_ON_ENTRY: Record<string, Effect> = {
  'signIn.authenticating': {
    kind: 'call',
    name: 'signIn',
    input: { email: EMAIL, password: PASSWORD },
  },
  'signIn.redirecting': { kind: 'call', name: 'beginHostedSignIn' },
  'signIn.hosted': {
    kind: 'call',
    name: 'completeHostedSignIn',
    input: { code: 'c0de', state: 's1' },
  },
  'signIn.signingOut': { kind: 'call', name: 'signOut' },
  'newPassword.submitting': {
    kind: 'call',
    name: 'completeNewPassword',
    input: { password: PASSWORD, givenName: 'Ann', familyName: 'Lee' },
  },
  'forgotPassword.requesting': { kind: 'call', name: 'forgotPassword', input: { email: EMAIL } },
  'forgotPassword.resending': { kind: 'call', name: 'forgotPassword', input: { email: EMAIL } },
  'forgotPassword.submitting': {
    kind: 'call',
    name: 'confirmForgotPassword',
    input: { email: EMAIL, code: CODE, password: PASSWORD },
  },
  'signUp.submitting': {
    kind: 'call',
    name: 'signUp',
    input: { email: EMAIL, password: PASSWORD, givenName: 'Ann', familyName: 'Lee', phone: '' },
  },
  'confirmSignUp.confirming': {
    kind: 'call',
    name: 'confirmSignUp',
    input: { email: EMAIL, code: CODE },
  },
  'confirmSignUp.resending': { kind: 'call', name: 'resendSignUpCode', input: { email: EMAIL } },
  'signedIn.profile.checking': {
    kind: 'call',
    name: 'profileLogin',
    input: { firstName: 'Ann', lastName: 'Lee', email: EMAIL, phone: '', locale: 'en' },
  },
  'signedIn.customer.fetching': { kind: 'call', name: 'fetchCustomer' },
  // Offline, the registrations last fetched for this user stand in.
  'signedIn.customer.failed': { kind: 'call', name: 'recallCustomer', input: USER.sub },
  'signedIn.profile.failed': { kind: 'call', name: 'recallProfile', input: USER.sub },
};

const leaves = (state: string) => state.split(' & ');
const failureOf = (event: AnyEventObject) => event.error as { code: string; message: string };
const navigate = (to: AuthNavigation): Effect => ({ kind: 'navigate', to });
const notify = (alert: AuthAlert): Effect => ({ kind: 'notify', alert });
const toLogin = navigate({ to: '/login' });
const toConfirm = navigate({ to: '/confirmSignUp', search: { email: EMAIL } });

/** What spec §4/§5/§8 make the app do for one step, apart from the calls of entered states. */
function expectedActions(label: string, event: AnyEventObject, from: string, email: boolean) {
  switch (label) {
    case 'signIn done signedIn':
    case 'completeHostedSignIn done':
    case 'completeNewPassword done':
      return [navigate({ to: '/home' })];
    case 'signIn done newPasswordRequired':
      return [navigate({ to: '/newPassword' })];
    case 'signIn error unconfirmed':
    case 'signUp done confirmationRequired':
      return [toConfirm];
    case 'signIn error reset required':
      return [navigate({ to: '/forgotPassword' })];
    case 'signUp done confirmed':
    case 'confirmSignUp done':
      return [notify({ kind: 'signUpCompleted' }), toLogin];
    case 'confirmForgotPassword done':
      return [notify({ kind: 'passwordUpdated' }), toLogin];
    case 'confirmSignUp error':
      return [notify({ kind: 'codeValidationError', failure: failureOf(event) })];
    case 'signUp error':
      return [notify({ kind: 'signUpError', failure: failureOf(event) })];
    case 'resendSignUpCode done':
      return [notify({ kind: 'codeResent' })];
    case 'resendSignUpCode error':
      return [notify({ kind: 'codeResendFailed', failure: failureOf(event) })];
    case 'forgotPassword done':
      return from === 'forgotPassword.resending' ? [notify({ kind: 'codeResent' })] : [];
    case 'forgotPassword error':
      return from === 'forgotPassword.resending'
        ? [notify({ kind: 'codeResendFailed', failure: failureOf(event) })]
        : [];
    case 'auth.confirm':
    case 'auth.resendCode':
      return from === 'confirmSignUp.entering' && !email
        ? [notify({ kind: 'usernameNotFound' }), toLogin]
        : [];
    case 'auth.hosted.failed':
    case 'completeHostedSignIn error':
      return [notify({ kind: 'socialLoginFailed' }), toLogin];
    case 'beginHostedSignIn error':
      return [notify({ kind: 'socialLoginFailed' })];
    case 'auth.logout':
      return [
        { kind: 'forgetCustomer' } satisfies Effect,
        { kind: 'forgetProfile' } satisfies Effect,
        toLogin,
      ];
    case 'profileLogin done':
      return [{ kind: 'rememberProfile', sub: USER.sub, profile: PROFILE } satisfies Effect];
    case 'session.profile.saved':
      return [{ kind: 'rememberProfile', sub: USER.sub, profile: SAVED_PROFILE } satisfies Effect];
    case 'fetchCustomer done':
      return [{ kind: 'rememberCustomer', sub: USER.sub, customer: CUSTOMER } satisfies Effect];
    case 'fetchCustomer claimed':
      return [
        { kind: 'rememberCustomer', sub: USER.sub, customer: CLAIMED_CUSTOMER } satisfies Effect,
      ];
    case 'session.navigate home':
      return [{ kind: 'showScreen', request: { screen: 'home' } } satisfies Effect];
    case 'signOut error':
      return [{ kind: 'logError', error: event.error } satisfies Effect];
    default:
      return [];
  }
}

/** The step's effects, from where the test says it goes and whether it knows an e-mail. */
function expectedEffects(
  label: string,
  event: AnyEventObject,
  move: { from: string; to: string; email: boolean },
): Effect[] {
  const { from, to, email } = move;
  const entered = leaves(to).filter((leaf) => !leaves(from).includes(leaf));
  const calls = entered.flatMap((leaf) => CALLS_ON_ENTRY[leaf] ?? []);
  return [...expectedActions(label, event, from, email), ...calls];
}

const byKind = (a: Effect, b: Effect) => JSON.stringify(a).localeCompare(JSON.stringify(b), 'en');

const SCREEN_OF_SHOW: Record<string, AuthScreenName> = {
  'show signIn': 'signIn',
  'show signUp': 'signUp',
  'show forgotPassword': 'forgotPassword',
  'show newPassword': 'newPassword',
  'show confirmSignUp without email': 'confirmSignUp',
  'show confirmSignUp with email': 'confirmSignUp',
};

/** Rules of spec §3/§4/§5/§8 that hold after a step, whatever path led there. */
function checkStep(label: string, before: AnyMachineSnapshot, after: AnyMachineSnapshot) {
  const { context } = after;
  const screen = Object.keys(after.value)[0] ?? String(after.value);
  if (after.matches('loading')) {
    expect(context.isLoginCheckComplete).toBe(false);
  } else {
    expect(context.isLoginCheckComplete).toBe(true);
  }
  if (after.matches('signedIn')) {
    expect(context.authData).toEqual(USER);
    expect(context.error).toBeNull();
  } else {
    expect(context.authData).toBeNull();
    expect(context.profile).toBeNull();
    expect(context.customer).toBeNull();
    expect(context.lastKnownCustomer).toBeNull();
    expect(context.lastKnownProfile).toBeNull();
  }
  if (label === 'session.profile.saved') expect(context.profile).toEqual(SAVED_PROFILE);
  if (label === 'recallCustomer done') expect(context.lastKnownCustomer).toEqual(CUSTOMER);
  if (label === 'recallProfile done') expect(context.lastKnownProfile).toEqual(PROFILE);
  if (after.matches({ signedIn: { profile: 'ready' } })) {
    expect(context.profileError).toBeNull();
    expect([PROFILE, SAVED_PROFILE]).toContainEqual(context.profile);
  }
  if (after.matches({ signedIn: { profile: 'failed' } })) {
    expect(context.profileError).toBe('500 : Database unavailable');
  }
  if (after.matches({ signedIn: { customer: 'ready' } })) {
    expect(context.customerError).toBeNull();
    expect([CUSTOMER, CLAIMED_CUSTOMER]).toContainEqual(context.customer);
  }
  if (after.matches({ signedIn: { customer: 'failed' } })) {
    expect(context.customerError).toBe('Network Error');
  }
  for (const step of ['code', 'submitting', 'resending']) {
    if (after.matches({ forgotPassword: step })) expect(context.email).toBe(EMAIL);
  }
  for (const step of ['confirming', 'resending']) {
    if (after.matches({ confirmSignUp: step })) expect(context.email).toBe(EMAIL);
  }
  const busy = [
    'signIn.authenticating',
    'signIn.redirecting',
    'signIn.hosted',
    'signIn.signingOut',
    'newPassword.submitting',
    'forgotPassword.requesting',
    'forgotPassword.submitting',
    'forgotPassword.resending',
    'signUp.submitting',
    'confirmSignUp.confirming',
    'confirmSignUp.resending',
  ].includes(stateName(after.value));
  expect(after.hasTag('busy')).toBe(busy);

  const movedScreen = screen !== (Object.keys(before.value)[0] ?? String(before.value));
  if (SCREEN_OF_SHOW[label] && !before.matches('loading')) {
    // The router's path events switch screens without navigating and clear the form error.
    expect(screen).toBe(SCREEN_OF_SHOW[label]);
    if (movedScreen) expect(context.error).toBeNull();
  }
  if (label === 'show confirmSignUp with email') expect(context.email).toBe(EMAIL);
  if (label === 'auth.signIn without email') {
    expect(stateName(after.value)).toBe('signIn.idle');
    expect(context.error).toEqual({ kind: 'noEmail' });
  }
  if (label.endsWith('submit mismatch')) {
    expect(stateName(after.value)).toBe(stateName(before.value));
    expect(context.error).toEqual({ kind: 'passwordMismatch' });
  }
  if (label === 'signIn error wrong password') {
    expect(stateName(after.value)).toBe('signIn.idle');
    expect(context.error).toEqual({ kind: 'signInFailed', message: 'Incorrect password' });
  }
  if (label === 'signIn error reset required') {
    expect(stateName(after.value)).toBe('forgotPassword.request');
    expect(context.email).toBe(EMAIL);
  }
  if (label === 'forgotPassword error' && before.matches({ forgotPassword: 'requesting' })) {
    expect(context.error).toEqual({ kind: 'forgotPasswordFailed', message: 'No user' });
  }
  if (label === 'confirmForgotPassword error') {
    expect(context.error).toEqual({ kind: 'forgotPasswordFailed', message: 'Code expired' });
  }
  if (label === 'completeNewPassword error') {
    expect(context.error).toEqual({ kind: 'newPasswordFailed', message: 'Password too weak' });
  }
  if (label === 'auth.logout') {
    expect(stateName(after.value)).toBe('signIn.signingOut');
  }
}

/** What the test knows of the signed-out screens so far: the address's screen, an e-mail. */
interface Known {
  requested: AuthScreenName;
  email: boolean;
  /** The flow the session shows, by name. */
  flow: string | null;
  /** The wallet shown carries the payment provider's return, which its chart has yet to take. */
  returned: boolean;
}

// Where each screen opens (spec §4 action flows).
const SCREEN_START: Record<AuthScreenName, string> = {
  signIn: 'signIn.idle',
  signUp: 'signUp.entering',
  forgotPassword: 'forgotPassword.request',
  newPassword: 'newPassword.entering',
  confirmSignUp: 'confirmSignUp.entering',
};

interface Session {
  profile: string;
  customer: string;
  flow: string;
}

const sessionState = ({ profile, customer, flow }: Session) =>
  `signedIn.profile.${profile} & signedIn.customer.${customer} & signedIn.flow.${flow}`;
const SIGNED_IN = sessionState({ profile: 'checking', customer: 'fetching', flow: 'none' });

function sessionOf(state: string): Session {
  const match =
    /^signedIn\.profile\.(\w+) & signedIn\.customer\.(\w+) & signedIn\.flow\.(.+)$/.exec(state);
  if (!match) throw new Error(`Not signed in: ${state}`);
  return { profile: match[1] ?? '', customer: match[2] ?? '', flow: match[3] ?? '' };
}

/** A signed-in step: each region of the session moves on its own (DESIGN §3). */
function expectSession(label: string, from: string, known: Known): string {
  const session = sessionOf(from);
  // The address only dropped the provider's return the wallet chart took: the chart runs on.
  if (label === 'session.show wallet' && known.returned) return from;
  const next = { ...session };
  // A failed profile check is tried again with every fetch of the list that Home asks for.
  const recheckedProfile: Partial<Session> =
    session.profile === 'failed' ? { profile: 'checking' } : {};
  const outcome: Record<string, Partial<Session>> = {
    'profileLogin done': { profile: 'ready' },
    'profileLogin error': { profile: 'failed' },
    'fetchCustomer done': { customer: 'ready' },
    'fetchCustomer claimed': { customer: 'ready' },
    'fetchCustomer error': { customer: 'failed' },
    // A refresh, or a change the customer made elsewhere, fetches again.
    'auth.customer.refresh': { customer: 'fetching', ...recheckedProfile },
    'session.customer.changed': { customer: 'fetching' },
    'session.show registration tag': { flow: 'shown.starting' },
    'session.show registration ticket': { flow: 'shown.starting' },
    // The router goes Home, which hides the flow and fetches the list again.
    'session.navigate home': { flow: 'none', customer: 'fetching', ...recheckedProfile },
    'session.show profile': { flow: 'shown.starting' },
    'session.show wallet': { flow: 'shown.starting' },
    'session.show returned wallet': { flow: 'shown.starting' },
    'session.hide': { flow: 'none' },
    'loadFlow done': { flow: 'shown.running' },
    'loadFlow error': { flow: 'shown.unavailable' },
  };
  Object.assign(next, outcome[label] ?? {});
  // The profile page opened before the kept copy was read starts again, with the copy.
  if (
    label === 'recallProfile done' &&
    known.flow === 'profile' &&
    session.flow === 'shown.running'
  )
    next.flow = 'shown.starting';
  // A flow's chart waits for the profile and the registrations it reads.
  const loaded = next.profile !== 'checking' && next.customer !== 'fetching';
  if (next.flow === 'shown.starting' && loaded) next.flow = 'shown.loading';
  return sessionState(next);
}

/** The signed-out steps of spec §4/§5: where each leads from where it is sent. */
const MOVES: Record<string, Record<string, string>> = {
  'signIn.idle': {
    'auth.signIn with email': 'signIn.authenticating',
    'auth.hosted.start': 'signIn.redirecting',
    'auth.hosted.completed': 'signIn.hosted',
  },
  'signIn.authenticating': {
    'signIn done signedIn': SIGNED_IN,
    'signIn done newPasswordRequired': 'newPassword.entering',
    'signIn error unconfirmed': 'confirmSignUp.resending',
    'signIn error reset required': 'forgotPassword.request',
    'signIn error wrong password': 'signIn.idle',
  },
  'signIn.redirecting': { 'beginHostedSignIn error': 'signIn.idle' },
  'signIn.hosted': {
    'completeHostedSignIn done': SIGNED_IN,
    'completeHostedSignIn error': 'signIn.idle',
  },
  'signIn.signingOut': { 'signOut done': 'signIn.idle', 'signOut error': 'signIn.idle' },
  'signUp.entering': { 'auth.signUp': 'signUp.submitting' },
  'signUp.submitting': {
    'signUp done confirmed': 'signIn.idle',
    'signUp done confirmationRequired': 'confirmSignUp.entering',
    'signUp error': 'signUp.entering',
  },
  'confirmSignUp.confirming': {
    'confirmSignUp done': 'signIn.idle',
    'confirmSignUp error': 'confirmSignUp.entering',
  },
  'confirmSignUp.resending': {
    'resendSignUpCode done': 'confirmSignUp.entering',
    'resendSignUpCode error': 'confirmSignUp.entering',
  },
  'forgotPassword.request': { 'auth.forgotPassword.request': 'forgotPassword.requesting' },
  'forgotPassword.requesting': {
    'forgotPassword done': 'forgotPassword.code',
    'forgotPassword error': 'forgotPassword.request',
  },
  'forgotPassword.code': {
    'auth.forgotPassword.submit matching': 'forgotPassword.submitting',
    'auth.resendCode': 'forgotPassword.resending',
  },
  'forgotPassword.resending': {
    'forgotPassword done': 'forgotPassword.code',
    'forgotPassword error': 'forgotPassword.code',
  },
  'forgotPassword.submitting': {
    'confirmForgotPassword done': 'signIn.idle',
    'confirmForgotPassword error': 'forgotPassword.code',
  },
  'newPassword.entering': { 'auth.newPassword.submit matching': 'newPassword.submitting' },
  'newPassword.submitting': {
    'completeNewPassword done': SIGNED_IN,
    'completeNewPassword error': 'newPassword.entering',
  },
};

/** The state a step leads to, worked out by the test from where its own account says it was. */
function expectState(label: string, from: string, known: Known): string {
  if (from.startsWith('signedIn')) {
    return label === 'auth.logout' ? 'signIn.signingOut' : expectSession(label, from, known);
  }
  if (from === 'loading.checking') {
    if (label === 'checkSession done user') return SIGNED_IN;
    // spec §2: a signed-out start shows the screen the address asked for, signIn by default.
    if (label === 'checkSession done no user' || label === 'checkSession error') {
      return SCREEN_START[known.requested];
    }
    if (label === 'auth.hosted.completed') return 'signIn.hosted';
    if (label === 'auth.hosted.failed') return 'signIn.idle';
    return from;
  }
  // The router's path events switch to another screen; the one shown stays.
  const shown = SCREEN_OF_SHOW[label];
  if (shown) return from.startsWith(`${shown}.`) ? from : SCREEN_START[shown];
  if (
    from === 'confirmSignUp.entering' &&
    (label === 'auth.confirm' || label === 'auth.resendCode')
  ) {
    // Without an e-mail there is no one to confirm: back to sign in (spec §8).
    if (!known.email) return 'signIn.idle';
    return label === 'auth.confirm' ? 'confirmSignUp.confirming' : 'confirmSignUp.resending';
  }
  return MOVES[from]?.[label] ?? from;
}

// The steps that give the signed-out screens an e-mail when they are taken.
const GIVES_EMAIL = ['auth.signIn with email', 'auth.signUp', 'auth.forgotPassword.request'];

/** What a step teaches the test: the address's screen while loading, and the e-mail. */
function learn(known: Known, label: string, from: string, to: string): Known {
  const requested = from === 'loading.checking' ? SCREEN_OF_SHOW[label] : undefined;
  const signedOut = !from.startsWith('signedIn') && !to.startsWith('signedIn');
  // The link from the e-mail names the address to confirm, on whichever screen it lands.
  const given =
    label === 'show confirmSignUp with email' || (GIVES_EMAIL.includes(label) && from !== to);
  // Signing in, or out, forgets it.
  const email = signedOut && (known.email || given);
  const shown = /^session\.show (?:returned )?(\w+)/.exec(label)?.[1];
  const hidden = ['session.hide', 'auth.logout', 'session.navigate home'].includes(label);
  const flow = hidden ? null : (shown ?? known.flow);
  const returned =
    label === 'session.show returned wallet' || (known.returned && !shown && !hidden);
  return { requested: requested ?? known.requested, email, flow, returned };
}

const SIGNED_OUT: AuthContext = {
  authData: null,
  isLoginCheckComplete: true,
  error: null,
  email: null,
  requestedScreen: null,
  profile: null,
  profileError: null,
  customer: null,
  customerError: null,
  lastKnownCustomer: null,
  lastKnownProfile: null,
  flowRequest: null,
  flow: null,
};
const STARTED: AuthContext = { ...SIGNED_OUT, isLoginCheckComplete: false };

// What the session's steps keep (spec §3, DESIGN §3); the copy of the profile keeps no e-mail,
// so the one signed in with stands in.
const SESSION_CONTEXT: Record<string, Partial<AuthContext>> = {
  'profileLogin done': { profile: PROFILE, profileError: null },
  'profileLogin error': { profileError: '500 : Database unavailable' },
  'recallProfile done': { lastKnownProfile: { ...PROFILE, email: USER.email } },
  'fetchCustomer done': { customer: CUSTOMER, customerError: null },
  'fetchCustomer claimed': { customer: CLAIMED_CUSTOMER, customerError: null },
  'fetchCustomer error': { customerError: 'Network Error' },
  'recallCustomer done': { lastKnownCustomer: CUSTOMER },
  'session.profile.saved': { profile: SAVED_PROFILE },
  'session.show registration tag': { flowRequest: { name: 'registration', kind: 'tag' } },
  'session.show registration ticket': { flowRequest: { name: 'registration', kind: 'ticket' } },
  'session.navigate home': { flowRequest: null },
  'session.show profile': { flowRequest: { name: 'profile' } },
  'session.show wallet': {
    flowRequest: { name: 'wallet', registration: SELECTED_WALLET, paymentReturn: null },
  },
  'session.show returned wallet': {
    flowRequest: { name: 'wallet', registration: SELECTED_WALLET, paymentReturn: PAYMENT_RETURN },
  },
  'session.hide': { flowRequest: null },
};

// What the signed-out forms show (spec §5/§8): a refusal's message, or none once sent again.
const FORM_CONTEXT: Record<string, Partial<AuthContext>> = {
  'auth.signIn with email': { error: null, email: EMAIL },
  'auth.signIn without email': { error: { kind: 'noEmail' } },
  'auth.hosted.start': { error: null },
  'auth.hosted.completed': { error: null },
  'auth.signUp': { error: null, email: EMAIL },
  'auth.forgotPassword.request': { error: null, email: EMAIL },
  'auth.forgotPassword.submit matching': { error: null },
  'auth.newPassword.submit matching': { error: null },
  'auth.forgotPassword.submit mismatch': { error: { kind: 'passwordMismatch' } },
  'auth.newPassword.submit mismatch': { error: { kind: 'passwordMismatch' } },
  'signIn error wrong password': { error: { kind: 'signInFailed', message: 'Incorrect password' } },
  'confirmForgotPassword error': {
    error: { kind: 'forgotPasswordFailed', message: 'Code expired' },
  },
  'completeNewPassword error': {
    error: { kind: 'newPasswordFailed', message: 'Password too weak' },
  },
};

/** The whole context after a step, from the test's account of where it went. */
function expectContext(label: string, was: AuthContext, from: string, to: string): AuthContext {
  if (label === 'auth.logout') return SIGNED_OUT;
  if (from.startsWith('signedIn')) return { ...was, ...SESSION_CONTEXT[label] };
  // Signing in keeps the user, and no form error or e-mail.
  if (to.startsWith('signedIn')) return { ...SIGNED_OUT, authData: USER };
  const email = label === 'show confirmSignUp with email' ? { email: EMAIL } : {};
  if (from === 'loading.checking') {
    // The start remembers the address's screen until it leaves, then forgets it.
    if (to !== from) return { ...was, isLoginCheckComplete: true, requestedScreen: null };
    return { ...was, ...email, requestedScreen: SCREEN_OF_SHOW[label] ?? was.requestedScreen };
  }
  if (SCREEN_OF_SHOW[label]) return { ...was, ...email, ...(to !== from ? { error: null } : {}) };
  if (label === 'auth.resendCode' && from === 'forgotPassword.code') return { ...was, error: null };
  if (label === 'forgotPassword error' && from === 'forgotPassword.requesting') {
    return { ...was, error: { kind: 'forgotPasswordFailed', message: 'No user' } };
  }
  return { ...was, ...FORM_CONTEXT[label] };
}

const SHOW_LABELS = Object.keys(SCREEN_OF_SHOW);

// What a signed-out screen takes besides its moves: the refusals that keep it where it is.
const STAYS: Record<string, string[]> = {
  'signIn.idle': ['auth.signIn without email', 'auth.hosted.failed'],
  'confirmSignUp.entering': ['auth.confirm', 'auth.resendCode'],
  'forgotPassword.code': ['auth.forgotPassword.submit mismatch'],
  'newPassword.entering': ['auth.newPassword.submit mismatch'],
};

// What each region of the session takes in each of its states.
const SESSION_TAKES: Record<string, string[]> = {
  'profile.checking': ['profileLogin done', 'profileLogin error'],
  'profile.failed': ['recallProfile done', 'auth.customer.refresh'],
  'customer.fetching': ['fetchCustomer done', 'fetchCustomer claimed', 'fetchCustomer error'],
  'customer.ready': ['auth.customer.refresh', 'session.customer.changed'],
  'customer.failed': ['auth.customer.refresh', 'session.customer.changed', 'recallCustomer done'],
  'flow.shown.loading': ['loadFlow done', 'loadFlow error'],
};
const SESSION_ALWAYS = [
  'auth.logout',
  'session.navigate home',
  'session.profile.saved',
  'session.show registration tag',
  'session.show registration ticket',
  'session.show profile',
  'session.show wallet',
  'session.show returned wallet',
  'session.hide',
];

/** The model's events (by label) a state takes, from the test's own account of the chart. */
function expectAccepted(state: string): string[] {
  if (state.startsWith('signedIn')) {
    const { profile, customer, flow } = sessionOf(state);
    return [
      ...SESSION_ALWAYS,
      ...(SESSION_TAKES[`profile.${profile}`] ?? []),
      ...(SESSION_TAKES[`customer.${customer}`] ?? []),
      ...(SESSION_TAKES[`flow.${flow}`] ?? []),
    ];
  }
  if (state === 'loading.checking') {
    const checks = ['checkSession done user', 'checkSession done no user', 'checkSession error'];
    return [...SHOW_LABELS, ...checks, 'auth.hosted.completed', 'auth.hosted.failed'];
  }
  // Any other screen may be shown; the confirm screen also takes a new e-mail from its link.
  const screen = state.split('.')[0] ?? '';
  const shows = SHOW_LABELS.filter(
    (label) => SCREEN_OF_SHOW[label] !== screen || screen === 'confirmSignUp',
  );
  return [...shows, ...Object.keys(MOVES[state] ?? {}), ...(STAYS[state] ?? [])];
}

const paths = authPaths();
// Building the chart costs more than replaying most paths, so they share one, each emptying its
// list of effects first.
const pathEffects: Effect[] = [];
const replayed = recordingMachine(pathEffects);

describe('auth machine paths', () => {
  for (const path of paths) {
    it(path.title, () => {
      const effects = pathEffects;
      effects.length = 0;
      // Typed loosely: the steps also send the actors' done and error events.
      const actor: AnyActorRef = createActor(replayed).start();
      // A failed step leaves the actor stopped, so none of its calls can settle in a later test.
      try {
        expect(effects).toEqual([{ kind: 'call', name: 'currentUser' }]);
        effects.length = 0;
        let known: Known = { requested: 'signIn', email: false, flow: null, returned: false };
        let state = 'loading.checking';
        let context = STARTED;
        expect(stateName(actor.getSnapshot().value)).toBe(state);
        expect(actor.getSnapshot().context).toEqual(context);
        for (const step of path.steps) {
          const before = actor.getSnapshot();
          actor.send(step.event);
          const after = actor.getSnapshot();
          const from = state;
          state = expectState(step.label, from, known);
          const move = { from, to: state, email: known.email };
          known = learn(known, step.label, from, state);
          context = expectContext(step.label, context, from, state);
          expect(stateName(after.value), step.label).toBe(state);
          // The running flow's chart is a stand-in spawned for the step; it is there or not.
          const flow = state.endsWith('flow.shown.running') ? expect.anything() : null;
          expect(after.context, step.label).toEqual({ ...context, flow });
          expect([...effects].sort(byKind), step.label).toEqual(
            expectedEffects(step.label, step.event, move).sort(byKind),
          );
          effects.length = 0;
          checkStep(step.label, before, after);
        }
      } finally {
        actor.stop();
      }
    });
  }
});

const eventOf = (label: string) =>
  authEvents.find((labelled) => labelled.label === label)?.event as AnyEventObject;

const showRegistration = (kind: 'ticket' | 'tag'): AnyEventObject => ({
  type: 'session.show',
  flow: { name: 'registration', kind },
});
const showWallet = (paymentReturn: PaymentReturn | null): AnyEventObject => ({
  type: 'session.show',
  flow: { name: 'wallet', registration: SELECTED_WALLET, paymentReturn },
});
const RETURNED: PaymentReturn = { reference: 'PAY-1', state: 'completed' };

// The session's flow steps the generated paths cannot tell apart (the flow's name and request
// live in the context): a wallet's chart told to refresh by a fresh customer list, and kept when
// the address drops the provider's answer.
const WALLET_FLOW_STEPS = [
  eventOf('checkSession done user'),
  eventOf('profileLogin done'),
  eventOf('fetchCustomer done'),
  showWallet(RETURNED),
  eventOf('loadFlow done'),
  showWallet(null),
  eventOf('auth.customer.refresh'),
  eventOf('fetchCustomer done'),
];

const SHOW_PROFILE: AnyEventObject = { type: 'session.show', flow: { name: 'profile' } };

// The profile page opened offline before the copy kept from the last session was read: the
// session hands the copy to the page's chart once read.
const PROFILE_FLOW_STEPS = [
  eventOf('checkSession done user'),
  eventOf('profileLogin error'),
  eventOf('fetchCustomer done'),
  SHOW_PROFILE,
  eventOf('loadFlow done'),
  eventOf('recallProfile done'),
];

/** A stand-in chart that records what the session starts it with and sends it. */
function standInFlow() {
  const received: AnyEventObject[] = [];
  const inputs: unknown[] = [];
  const flow = createMachine({
    context: ({ input }) => {
      inputs.push(input);
      return {};
    },
    on: { '*': { actions: ({ event }) => received.push(event) } },
  });
  return { flow, inputs, received };
}

describe('the session runs the flow the address shows', () => {
  it('starts the chart once profile and customer answered, and hands it the refetched customer', async () => {
    const { flow, inputs, received } = standInFlow();
    const loaded: FlowName[] = [];
    const machine = recordingMachine([]).provide({
      actors: {
        loadFlow: fromPromise(async ({ input }: { input: FlowRequest | null }) => {
          if (input) loaded.push(input.name);
          return asFlowChart(flow);
        }),
      },
    });
    const actor: AnyActorRef = createActor(machine).start();
    actor.send(eventOf('checkSession done user'));
    actor.send(showRegistration('tag'));
    expect(actor.getSnapshot().context.flow).toBeNull();
    actor.send(eventOf('profileLogin done'));
    actor.send(eventOf('fetchCustomer done'));
    await waitFor(actor, (snapshot) => snapshot.context.flow !== null);
    expect(inputs).toEqual([
      {
        name: 'registration',
        kind: 'tag',
        profile: PROFILE,
        lastKnownProfile: null,
        registrations: [],
      },
    ]);
    actor.send({ type: 'session.customer.changed' });
    actor.send(eventOf('fetchCustomer done'));
    actor.send({ type: 'session.customer.changed' });
    actor.send(eventOf('fetchCustomer error'));
    expect(received).toEqual([
      { type: 'registration.customer.loaded', customer: CUSTOMER },
      { type: 'registration.customer.failed', error: 'Network Error' },
    ]);
    // The address names the other kind: a fresh chart, loaded again since nothing is loading.
    actor.send(showRegistration('ticket'));
    await waitFor(actor, () => inputs.length === 2);
    expect(inputs.at(-1)).toEqual({
      name: 'registration',
      kind: 'ticket',
      profile: PROFILE,
      lastKnownProfile: null,
      registrations: [],
    });

    // A wallet page: its chart is told to refresh once the customer list answers (with the list,
    // or without when it failed), and runs on when the address only drops the provider's answer.
    actor.send(showWallet(RETURNED));
    await waitFor(actor, () => inputs.length === 3);
    expect(inputs.at(-1)).toEqual({
      name: 'wallet',
      registration: SELECTED_WALLET,
      paymentReturn: RETURNED,
      profile: PROFILE,
      lastKnownProfile: null,
      registrations: [],
    });
    const chart = actor.getSnapshot().context.flow;
    actor.send(showWallet(null));
    expect(actor.getSnapshot().context.flow).toBe(chart);
    actor.send({ type: 'auth.customer.refresh' });
    actor.send(eventOf('fetchCustomer done'));
    actor.send({ type: 'auth.customer.refresh' });
    actor.send(eventOf('fetchCustomer error'));
    expect(actor.getSnapshot().context.flow).toBe(chart);
    expect(inputs).toHaveLength(3);
    expect(received.slice(2)).toEqual([
      { type: 'wallet.refresh', customer: CUSTOMER },
      { type: 'wallet.refresh' },
    ]);
    expect(loaded).toEqual(['registration', 'registration', 'wallet']);

    // A page without a flow stops the chart.
    actor.send({ type: 'session.hide' });
    expect(actor.getSnapshot().context.flow).toBeNull();
    expect(actor.getSnapshot().matches({ signedIn: { flow: 'none' } })).toBe(true);
    actor.send(showRegistration('tag'));
    await waitFor(actor, () => inputs.length === 4);
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().context.flow).toBeNull();
    actor.stop();
  });

  it("starts the profile page's chart again with the kept profile read after it started", async () => {
    const { flow, inputs, received } = standInFlow();
    const machine = recordingMachine([]).provide({
      actors: { loadFlow: fromPromise(async () => asFlowChart(flow)) },
    });
    const actor: AnyActorRef = createActor(machine).start();
    actor.send(eventOf('checkSession done user'));
    actor.send(eventOf('profileLogin error'));
    actor.send(eventOf('fetchCustomer done'));
    actor.send(SHOW_PROFILE);
    await waitFor(actor, (snapshot) => snapshot.context.flow !== null);
    expect(inputs).toEqual([
      { name: 'profile', profile: null, lastKnownProfile: null, registrations: [] },
    ]);
    actor.send(eventOf('recallProfile done'));
    await waitFor(actor, () => inputs.length === 2);
    expect(inputs.at(-1)).toMatchObject({ profile: null, lastKnownProfile: PROFILE });
    expect(received).toEqual([]);
    actor.stop();
  });

  it('keeps the loader when the chart cannot be fetched, and tries again when shown again', async () => {
    let attempts = 0;
    const machine = recordingMachine([]).provide({
      actors: {
        loadFlow: fromPromise<FlowLogic, FlowRequest | null>(async () => {
          attempts += 1;
          throw new Error('Failed to fetch dynamically imported module');
        }),
      },
    });
    const actor: AnyActorRef = createActor(machine).start();
    actor.send(eventOf('checkSession done user'));
    actor.send(eventOf('profileLogin done'));
    actor.send(eventOf('fetchCustomer done'));
    actor.send(showRegistration('tag'));
    await waitFor(actor, (snapshot) =>
      snapshot.matches({ signedIn: { flow: { shown: 'unavailable' } } }),
    );
    expect(actor.getSnapshot().context.flow).toBeNull();
    actor.send(showRegistration('tag'));
    await waitFor(actor, () => attempts === 2);
    actor.stop();
  });
});

describe('auth machine coverage', () => {
  it('takes in every state it reaches the events the test says, and only those', () => {
    const checked = new Set<string>(['loading.checking']);
    const sorted = (labels: string[]) => [...new Set(labels)].sort();
    const check = (snapshot: AnyMachineSnapshot, state: string) => {
      const accepted = authEvents.filter(({ event }) => snapshot.can(event));
      expect(sorted(accepted.map(({ label }) => label)), state).toEqual(
        sorted(expectAccepted(state)),
      );
    };
    const start = createActor(recordingMachine([])).start();
    check(start.getSnapshot(), 'loading.checking');
    start.stop();
    // Paths are picked by the states they name, but each state is checked as replayed.
    for (const path of paths) {
      if (path.steps.every((step) => checked.has(step.state))) continue;
      const actor: AnyActorRef = createActor(recordingMachine([])).start();
      for (const step of path.steps) {
        actor.send(step.event);
        const snapshot = actor.getSnapshot();
        const state = stateName(snapshot.value);
        if (checked.has(state)) continue;
        checked.add(state);
        check(snapshot, state);
      }
      actor.stop();
    }
    // 18 signed-out states and the 31 combinations of the session's regions the model reaches:
    // it refreshes the registrations only from home, so none is fetched while a flow's chart loads
    // (a failed profile is checked again with that refresh, three combinations more).
    expect(checked.size).toBe(49);
  });

  it('walks every declared transition', () => {
    const effects: Effect[] = [];
    const machine = recordingMachine(effects);
    const taken = takenTransitions(machine, [
      ...paths.map((path) => path.steps.map((step) => step.event)),
      WALLET_FLOW_STEPS,
      PROFILE_FLOW_STEPS,
    ]);
    expect(uncoveredTransitions(machine, taken)).toEqual([]);
  });

  it('names every path uniquely and safely for `vitest -t`', () => {
    const descriptions = paths.map((path) => path.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) expect(description).not.toMatch(/[\\^$*+?()[\]{}|]/);
  });
});
