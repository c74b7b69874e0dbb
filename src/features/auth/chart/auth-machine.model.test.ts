// Model-based tests: every generated path is replayed in a real actor whose effects are recorded
// (never-settling identity/API calls, navigate, notify, logError). The oracle is a set of tables
// read from spec §3/§4/§5/§8: for each state, where each of the model's events leads, what it
// leaves in the context and which effects it has; the calls each state makes on entry; what each
// region of the session does with an event. After each step the machine's state, whole context
// and effects are compared with what the tables say.
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
import {
  NO_EMAIL,
  PASSWORD_POLICY_MESSAGE,
  PASSWORDS_DO_NOT_MATCH,
} from '../../../../core/domain/auth-messages';
import {
  type ModelStep,
  stateName,
  unselectablePathNames,
} from '../../../../test-support/charts/model-paths';
import {
  type CallEffect,
  type ExpectedStep,
  recordedCall,
  replayPath,
} from '../../../../test-support/charts/replay-path';
import { asFlowChart } from '../../../../test-support/charts/stand-in-flow';
import {
  takenTransitions,
  uncoveredTransitions,
} from '../../../../test-support/charts/transition-coverage';
import type { FlowLogic } from '../../../chart-shared/flow-charts';
import type { FlowName, FlowRequest } from '../../../chart-shared/flow-request';
import type { ScreenRequest } from '../../../chart-shared/screen-name';
import type { PaymentReturn } from '../../wallet/chart/wallet-types';
import { INVALID_EMAIL } from './auth-form-checks';
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
  | CallEffect
  | { kind: 'navigate'; to: AuthNavigation }
  | { kind: 'showScreen'; request: ScreenRequest }
  | { kind: 'notify'; alert: AuthAlert }
  | { kind: 'logError'; error: unknown }
  | { kind: 'rememberCustomer'; sub: string; customer: unknown }
  | { kind: 'forgetCustomer' }
  | { kind: 'rememberProfile'; sub: string; profile: unknown }
  | { kind: 'forgetProfile' };

function recordingMachine(effects: Effect[]) {
  const call = (name: string) => recordedCall(effects, name);
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

/** The context as compared: the running flow's chart is a stand-in, so only whether it is there. */
type ModelContext = Omit<AuthContext, 'flow'> & { flow: boolean };

const call = (name: string, input?: unknown): Effect => ({ kind: 'call', name, input });

// The identity and API calls a state makes on entry, with the inputs the spec asks for: e-mails
// trimmed and lower-cased, codes without spaces, names trimmed, locale 'en'.
const CALLS_ON_ENTRY: Record<string, Effect> = {
  'signIn.authenticating': call('signIn', { email: EMAIL, password: PASSWORD }),
  'signIn.redirecting': call('beginHostedSignIn'),
  'signIn.hosted': call('completeHostedSignIn', { code: 'c0de', state: 's1' }),
  'signIn.signingOut': call('signOut'),
  'newPassword.submitting': call('completeNewPassword', {
    password: PASSWORD,
    givenName: 'Ann',
    familyName: 'Lee',
  }),
  'forgotPassword.requesting': call('forgotPassword', { email: EMAIL }),
  'forgotPassword.resending': call('forgotPassword', { email: EMAIL }),
  'forgotPassword.submitting': call('confirmForgotPassword', {
    email: EMAIL,
    code: CODE,
    password: PASSWORD,
  }),
  'signUp.submitting': call('signUp', {
    email: EMAIL,
    password: PASSWORD,
    givenName: 'Ann',
    familyName: 'Lee',
    phone: '',
  }),
  'confirmSignUp.confirming': call('confirmSignUp', { email: EMAIL, code: CODE }),
  'confirmSignUp.resending': call('resendSignUpCode', { email: EMAIL }),
  'signedIn.profile.checking': call('profileLogin', {
    firstName: 'Ann',
    lastName: 'Lee',
    email: EMAIL,
    phone: '',
    locale: 'en',
  }),
  'signedIn.customer.fetching': call('fetchCustomer'),
  // Offline, the registrations last fetched for this user stand in.
  'signedIn.customer.failed': call('recallCustomer', USER.sub),
  'signedIn.profile.failed': call('recallProfile', USER.sub),
};

// The states that wait on a call, their screens' buttons disabled (the 'busy' tag).
const BUSY_STATES = [
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
];

const failureOf = (label: string) =>
  authEvents.find((labelled) => labelled.label === label)?.event.error as {
    code: string;
    message: string;
  };
const navigate = (to: AuthNavigation): Effect => ({ kind: 'navigate', to });
const notify = (alert: AuthAlert): Effect => ({ kind: 'notify', alert });
const toLogin = navigate({ to: '/login' });
const toHome = navigate({ to: '/home' });
const toConfirm = navigate({ to: '/confirmSignUp', search: { email: EMAIL } });
const remember = (kind: 'rememberCustomer' | 'rememberProfile', value: unknown): Effect =>
  kind === 'rememberCustomer'
    ? { kind, sub: USER.sub, customer: value }
    : { kind, sub: USER.sub, profile: value };

const SIGNED_OUT: ModelContext = {
  authData: null,
  isLoginCheckComplete: true,
  error: null,
  fieldErrors: {},
  email: null,
  requestedScreen: null,
  profile: null,
  profileError: null,
  customer: null,
  customerError: null,
  lastKnownCustomer: null,
  lastKnownProfile: null,
  flowRequest: null,
  flow: false,
};
const STARTED: ModelContext = { ...SIGNED_OUT, isLoginCheckComplete: false };

interface Session {
  profile: string;
  customer: string;
  flow: string;
}

const sessionState = ({ profile, customer, flow }: Session) =>
  `signedIn.profile.${profile} & signedIn.customer.${customer} & signedIn.flow.${flow}`;

function sessionOf(state: string): Session {
  const match =
    /^signedIn\.profile\.(\w+) & signedIn\.customer\.(\w+) & signedIn\.flow\.(.+)$/.exec(state);
  if (!match) throw new Error(`Not signed in: ${state}`);
  return { profile: match[1] ?? '', customer: match[2] ?? '', flow: match[3] ?? '' };
}

/** Where a step leads (where it was, if not named), what it leaves in the context, its effects. */
interface Move {
  to?: string;
  context?: Partial<ModelContext>;
  effects?: Effect[];
}

/** Signing in: the session starts its two post-login calls, with no form error or e-mail kept. */
const SIGN_IN: Move = {
  to: sessionState({ profile: 'checking', customer: 'fetching', flow: 'none' }),
  context: { ...SIGNED_OUT, authData: USER },
  effects: [toHome],
};
const CLEARED = { error: null, fieldErrors: {} } satisfies Partial<ModelContext>;

// Where each screen opens (spec §4 action flows).
const SCREEN_START: Record<AuthScreenName, string> = {
  signIn: 'signIn.idle',
  signUp: 'signUp.entering',
  forgotPassword: 'forgotPassword.request',
  newPassword: 'newPassword.entering',
  confirmSignUp: 'confirmSignUp.entering',
};

// The router's path events, by the screen they show.
const SCREEN_OF_SHOW: Record<string, AuthScreenName> = {
  'show signIn': 'signIn',
  'show signUp': 'signUp',
  'show forgotPassword': 'forgotPassword',
  'show newPassword': 'newPassword',
  'show confirmSignUp without email': 'confirmSignUp',
  'show confirmSignUp with email': 'confirmSignUp',
};
// The link from the e-mail names the address to confirm, on whichever screen it lands.
const SHOW_EMAIL: Record<string, Partial<ModelContext>> = {
  'show confirmSignUp with email': { email: EMAIL },
};

/** After the app-start check: the screen the address asked for, signIn by default (spec §2). */
const requestedStart = (was: ModelContext): Move => ({
  to: SCREEN_START[was.requestedScreen ?? 'signIn'],
  context: { isLoginCheckComplete: true, requestedScreen: null },
});

// The app start (spec §2/§4): the router names the address's screen while the check runs.
const LOADING: Record<string, (was: ModelContext) => Move> = {
  // A session kept from before: the address stays where it is.
  'checkSession done user': () => ({ ...SIGN_IN, effects: [] }),
  'checkSession done no user': requestedStart,
  'checkSession error': requestedStart,
  'auth.hosted.completed': () => ({
    to: 'signIn.hosted',
    context: { isLoginCheckComplete: true, requestedScreen: null },
  }),
  'auth.hosted.failed': () => ({
    to: 'signIn.idle',
    context: { isLoginCheckComplete: true, requestedScreen: null },
    effects: [notify({ kind: 'socialLoginFailed' }), toLogin],
  }),
};

const codeResent = notify({ kind: 'codeResent' });
const codeResendFailed = (label: string) =>
  notify({ kind: 'codeResendFailed', failure: failureOf(label) });
const usernameNotFound: Move = {
  to: 'signIn.idle',
  context: CLEARED,
  effects: [notify({ kind: 'usernameNotFound' }), toLogin],
};
const codeRequired: Move = { context: { fieldErrors: { code: 'Verification Code is required' } } };
const mismatched: Move = { context: { fieldErrors: { confirmPassword: PASSWORDS_DO_NOT_MATCH } } };

/**
 * The signed-out screens' steps (spec §4/§5/§8), by the state they are taken in; the confirm
 * screen without an e-mail to confirm has steps of its own. A step not listed stays put.
 */
const SIGNED_OUT_MOVES: Record<string, Record<string, Move>> = {
  'signIn.idle': {
    'auth.signIn with email': {
      to: 'signIn.authenticating',
      context: { ...CLEARED, email: EMAIL },
    },
    'auth.signIn without email': { context: { fieldErrors: { email: NO_EMAIL } } },
    'auth.hosted.start': { to: 'signIn.redirecting', context: CLEARED },
    'auth.hosted.completed': { to: 'signIn.hosted', context: CLEARED },
    'auth.hosted.failed': { effects: [notify({ kind: 'socialLoginFailed' }), toLogin] },
  },
  'signIn.authenticating': {
    'signIn done signedIn': SIGN_IN,
    'signIn done newPasswordRequired': {
      to: 'newPassword.entering',
      effects: [navigate({ to: '/newPassword' })],
    },
    // spec §4: an unconfirmed user gets a fresh code and the confirm screen.
    'signIn error unconfirmed': { to: 'confirmSignUp.resending', effects: [toConfirm] },
    'signIn error reset required': {
      to: 'forgotPassword.request',
      effects: [navigate({ to: '/forgotPassword' })],
    },
    'signIn error wrong password': {
      to: 'signIn.idle',
      context: { error: { kind: 'signInFailed', message: 'Incorrect password' } },
    },
  },
  'signIn.redirecting': {
    'beginHostedSignIn error': {
      to: 'signIn.idle',
      effects: [notify({ kind: 'socialLoginFailed' })],
    },
  },
  'signIn.hosted': {
    'completeHostedSignIn done': SIGN_IN,
    'completeHostedSignIn error': {
      to: 'signIn.idle',
      effects: [notify({ kind: 'socialLoginFailed' }), toLogin],
    },
  },
  // spec §4: a failed logout is only logged.
  'signIn.signingOut': {
    'signOut done': { to: 'signIn.idle' },
    'signOut error': {
      to: 'signIn.idle',
      effects: [{ kind: 'logError', error: failureOf('signOut error') }],
    },
  },
  'signUp.entering': {
    'auth.signUp filled': { to: 'signUp.submitting', context: { ...CLEARED, email: EMAIL } },
    'auth.signUp invalid': {
      context: {
        fieldErrors: {
          givenName: 'First Name is required',
          familyName: 'Last Name is required',
          email: INVALID_EMAIL,
          password: PASSWORD_POLICY_MESSAGE,
        },
      },
    },
  },
  'signUp.submitting': {
    'signUp done confirmed': {
      to: 'signIn.idle',
      effects: [notify({ kind: 'signUpCompleted' }), toLogin],
    },
    'signUp done confirmationRequired': { to: 'confirmSignUp.entering', effects: [toConfirm] },
    'signUp error': {
      to: 'signUp.entering',
      effects: [notify({ kind: 'signUpError', failure: failureOf('signUp error') })],
    },
  },
  'confirmSignUp.entering': {
    'auth.confirm with code': { to: 'confirmSignUp.confirming', context: CLEARED },
    'auth.confirm without code': codeRequired,
    'auth.resendCode': { to: 'confirmSignUp.resending' },
  },
  // spec §5: no e-mail in the state or the address: there is no one to confirm.
  'confirmSignUp.entering without email': {
    'auth.confirm with code': usernameNotFound,
    'auth.confirm without code': codeRequired,
    'auth.resendCode': usernameNotFound,
  },
  'confirmSignUp.confirming': {
    'confirmSignUp done': {
      to: 'signIn.idle',
      effects: [notify({ kind: 'signUpCompleted' }), toLogin],
    },
    'confirmSignUp error': {
      to: 'confirmSignUp.entering',
      effects: [notify({ kind: 'codeValidationError', failure: failureOf('confirmSignUp error') })],
    },
  },
  'confirmSignUp.resending': {
    'resendSignUpCode done': { to: 'confirmSignUp.entering', effects: [codeResent] },
    'resendSignUpCode error': {
      to: 'confirmSignUp.entering',
      effects: [codeResendFailed('resendSignUpCode error')],
    },
  },
  'forgotPassword.request': {
    'auth.forgotPassword.request filled': {
      to: 'forgotPassword.requesting',
      context: { ...CLEARED, email: EMAIL },
    },
    'auth.forgotPassword.request invalid': { context: { fieldErrors: { email: INVALID_EMAIL } } },
  },
  'forgotPassword.requesting': {
    'forgotPassword done': { to: 'forgotPassword.code' },
    'forgotPassword error': {
      to: 'forgotPassword.request',
      context: { error: { kind: 'forgotPasswordFailed', message: 'No user' } },
    },
  },
  'forgotPassword.code': {
    'auth.forgotPassword.submit matching': { to: 'forgotPassword.submitting', context: CLEARED },
    'auth.forgotPassword.submit mismatch': mismatched,
    'auth.resendCode': { to: 'forgotPassword.resending', context: CLEARED },
  },
  'forgotPassword.resending': {
    'forgotPassword done': { to: 'forgotPassword.code', effects: [codeResent] },
    'forgotPassword error': {
      to: 'forgotPassword.code',
      effects: [codeResendFailed('forgotPassword error')],
    },
  },
  'forgotPassword.submitting': {
    'confirmForgotPassword done': {
      to: 'signIn.idle',
      effects: [notify({ kind: 'passwordUpdated' }), toLogin],
    },
    'confirmForgotPassword error': {
      to: 'forgotPassword.code',
      context: { error: { kind: 'forgotPasswordFailed', message: 'Code expired' } },
    },
  },
  'newPassword.entering': {
    'auth.newPassword.submit matching': { to: 'newPassword.submitting', context: CLEARED },
    'auth.newPassword.submit mismatch': mismatched,
  },
  'newPassword.submitting': {
    'completeNewPassword done': SIGN_IN,
    'completeNewPassword error': {
      to: 'newPassword.entering',
      context: { error: { kind: 'newPasswordFailed', message: 'Password too weak' } },
    },
  },
};

/** The row of SIGNED_OUT_MOVES a state reads. */
const movesRow = (state: string, was: ModelContext) =>
  state === 'confirmSignUp.entering' && was.email === null ? `${state} without email` : state;

/** A failed profile check is tried again with every fetch of the list that Home asks for. */
const recheck = (session: Session): Partial<Session> =>
  session.profile === 'failed' ? { profile: 'checking' } : {};

// What each region of the session does with a step (DESIGN §3): each moves on its own.
const SESSION_REGIONS: Record<string, (session: Session, was: ModelContext) => Partial<Session>> = {
  'profileLogin done': () => ({ profile: 'ready' }),
  'profileLogin error': () => ({ profile: 'failed' }),
  'fetchCustomer done': () => ({ customer: 'ready' }),
  'fetchCustomer claimed': () => ({ customer: 'ready' }),
  'fetchCustomer error': () => ({ customer: 'failed' }),
  // A refresh, or a change the customer made elsewhere, fetches again.
  'auth.customer.refresh': (session) => ({ customer: 'fetching', ...recheck(session) }),
  'session.customer.changed': () => ({ customer: 'fetching' }),
  // The profile page opened before the kept copy was read starts again, with the copy.
  'recallProfile done': (session, was) =>
    was.flowRequest?.name === 'profile' && session.flow === 'shown.running'
      ? { flow: 'shown.starting' }
      : {},
  'session.show registration tag': () => ({ flow: 'shown.starting' }),
  'session.show registration ticket': () => ({ flow: 'shown.starting' }),
  // The router goes Home, which hides the flow and fetches the list again.
  'session.navigate home': (session) => ({
    flow: 'none',
    customer: 'fetching',
    ...recheck(session),
  }),
  'session.show profile': () => ({ flow: 'shown.starting' }),
  // The address only dropped the provider's return the wallet chart took: the chart runs on.
  'session.show wallet': (_, { flowRequest }) =>
    flowRequest?.name === 'wallet' && flowRequest.paymentReturn ? {} : { flow: 'shown.starting' },
  'session.show returned wallet': () => ({ flow: 'shown.starting' }),
  'session.hide': () => ({ flow: 'none' }),
  'loadFlow done': () => ({ flow: 'shown.running' }),
  'loadFlow error': () => ({ flow: 'shown.unavailable' }),
};

// What the session's steps keep (spec §3, DESIGN §3); the copy of the profile keeps no e-mail,
// so the one signed in with stands in.
const SESSION_CONTEXT: Record<string, Partial<ModelContext>> = {
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

// The session's effects beyond its calls: the offline copies kept per user, the router's screen.
const SESSION_EFFECTS: Record<string, Effect[]> = {
  'profileLogin done': [remember('rememberProfile', PROFILE)],
  'session.profile.saved': [remember('rememberProfile', SAVED_PROFILE)],
  'fetchCustomer done': [remember('rememberCustomer', CUSTOMER)],
  'fetchCustomer claimed': [remember('rememberCustomer', CLAIMED_CUSTOMER)],
  'session.navigate home': [{ kind: 'showScreen', request: { screen: 'home' } }],
};

// Signing out forgets the session and its offline copies (spec §4).
const LOGOUT: Move = {
  to: 'signIn.signingOut',
  context: SIGNED_OUT,
  effects: [{ kind: 'forgetCustomer' }, { kind: 'forgetProfile' }, toLogin],
};

function sessionMove(label: string, was: ModelContext, from: string): Move {
  if (label === LOGOUT_LABEL) return LOGOUT;
  const session = sessionOf(from);
  const next = { ...session, ...SESSION_REGIONS[label]?.(session, was) };
  // A flow's chart waits for the profile and the registrations it reads.
  const loaded = next.profile !== 'checking' && next.customer !== 'fetching';
  if (next.flow === 'shown.starting' && loaded) next.flow = 'shown.loading';
  return {
    to: sessionState(next),
    context: SESSION_CONTEXT[label] ?? {},
    effects: SESSION_EFFECTS[label] ?? [],
  };
}

const LOGOUT_LABEL = 'auth.logout';
const EDIT_LABEL = 'auth.edit email';

/** The router's path events on a signed-out screen: another screen, its form cleared. */
function showMove(label: string, from: string): Move {
  const screen = SCREEN_OF_SHOW[label] as AuthScreenName;
  const email = SHOW_EMAIL[label] ?? {};
  if (from.startsWith(`${screen}.`)) return { context: email };
  return { to: SCREEN_START[screen], context: { ...CLEARED, ...email } };
}

/** The test's account of a step, from its tables. */
function moveOf(label: string, was: ModelContext, from: string): Move {
  // Typing in a field takes back its complaint, wherever the form is.
  if (label === EDIT_LABEL) {
    const { email: _taken, ...fieldErrors } = was.fieldErrors;
    return { context: { fieldErrors } };
  }
  if (from.startsWith('signedIn')) return sessionMove(label, was, from);
  if (from === 'loading.checking') {
    const screen = SCREEN_OF_SHOW[label];
    // The start remembers the address's screen until it leaves.
    if (screen) return { context: { ...SHOW_EMAIL[label], requestedScreen: screen } };
    return LOADING[label]?.(was) ?? {};
  }
  if (SCREEN_OF_SHOW[label]) return showMove(label, from);
  return SIGNED_OUT_MOVES[movesRow(from, was)]?.[label] ?? {};
}

const leaves = (state: string) => state.split(' & ');

function expectStep(
  { label }: ModelStep,
  was: ModelContext,
  from: string,
): ExpectedStep<ModelContext, Effect> {
  const move = moveOf(label, was, from);
  const to = move.to ?? from;
  const entered = leaves(to).filter((leaf) => !leaves(from).includes(leaf));
  return {
    state: to,
    context: { ...was, ...move.context, flow: to.endsWith('flow.shown.running') },
    effects: [...(move.effects ?? []), ...entered.flatMap((leaf) => CALLS_ON_ENTRY[leaf] ?? [])],
  };
}

const inOneOrder = (effects: Effect[]) => effects.map((effect) => JSON.stringify(effect)).sort();

const paths = authPaths();
// Building the chart costs more than replaying most paths, so they share one, each emptying its
// list of effects first.
const pathEffects: Effect[] = [];
const replayed = recordingMachine(pathEffects);

describe('auth machine paths', () => {
  for (const path of paths) {
    it(path.title, () => {
      const steps = replayPath(path, {
        machine: replayed,
        effects: pathEffects,
        start: { state: 'loading.checking', context: STARTED, effects: [call('currentUser')] },
        view: (snapshot) => ({ ...snapshot.context, flow: snapshot.context.flow !== null }),
        expectStep,
      });
      for (const { label, snapshot, actual, expected } of steps) {
        expect(actual.state, label).toBe(expected.state);
        expect(actual.context, label).toEqual(expected.context);
        expect(inOneOrder(actual.effects), label).toEqual(inOneOrder(expected.effects));
        expect(snapshot.hasTag('busy'), label).toBe(BUSY_STATES.includes(actual.state));
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

const SHOW_LABELS = Object.keys(SCREEN_OF_SHOW);

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
  LOGOUT_LABEL,
  'session.navigate home',
  'session.profile.saved',
  'session.show registration tag',
  'session.show registration ticket',
  'session.show profile',
  'session.show wallet',
  'session.show returned wallet',
  'session.hide',
];

/** The model's events (by label) a state takes, from the tables. Any state takes typing. */
function expectAccepted(state: string): string[] {
  if (state.startsWith('signedIn')) {
    const { profile, customer, flow } = sessionOf(state);
    return [
      EDIT_LABEL,
      ...SESSION_ALWAYS,
      ...(SESSION_TAKES[`profile.${profile}`] ?? []),
      ...(SESSION_TAKES[`customer.${customer}`] ?? []),
      ...(SESSION_TAKES[`flow.${flow}`] ?? []),
    ];
  }
  if (state === 'loading.checking') return [EDIT_LABEL, ...SHOW_LABELS, ...Object.keys(LOADING)];
  // Any other screen may be shown; the confirm screen also takes a new e-mail from its link.
  const screen = state.split('.')[0] ?? '';
  const shows = SHOW_LABELS.filter(
    (label) => SCREEN_OF_SHOW[label] !== screen || screen === 'confirmSignUp',
  );
  return [EDIT_LABEL, ...shows, ...Object.keys(SIGNED_OUT_MOVES[state] ?? {})];
}

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
    expect(unselectablePathNames(paths)).toEqual([]);
  });
});
