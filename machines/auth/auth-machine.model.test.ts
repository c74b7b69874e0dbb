// Model-based tests: every generated path is replayed in a real actor whose effects are recorded
// (never-settling identity/API calls, navigate, notify, logError). After each step the recorded
// effects are compared with what spec §4/§5/§8 ask for that step, and the snapshot is checked
// against the rules that must hold in its state.
import { describe, expect, it } from 'vitest';
import {
  type AnyActorLogic,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  createActor,
  createMachine,
  fromPromise,
  waitFor,
} from 'xstate';
import type { FlowName, FlowRequest } from '../shared/flow-request';
import type { ScreenRequest } from '../shared/screen-name';
import { stateName } from '../testing/model-paths';
import { takenTransitions, uncoveredTransitions } from '../testing/transition-coverage';
import type { PaymentReturn } from '../wallet/wallet-types';
import { createAuthMachine } from './auth-machine';
import {
  authEvents,
  authPaths,
  CODE,
  CUSTOMER,
  EMAIL,
  PASSWORD,
  PROFILE,
  SAVED_PROFILE,
  SELECTED_WALLET,
  USER,
} from './auth-model';
import { authActors, type IdentityService, type SessionApi } from './auth-services';
import type { AuthAlert, AuthNavigation, AuthScreenName } from './auth-types';

type Effect =
  | { kind: 'call'; name: string; input?: unknown }
  | { kind: 'navigate'; to: AuthNavigation }
  | { kind: 'showScreen'; request: ScreenRequest }
  | { kind: 'notify'; alert: AuthAlert }
  | { kind: 'logError'; error: unknown }
  | { kind: 'rememberCustomer'; sub: string }
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
      showScreen: (_, request) => effects.push({ kind: 'showScreen', request }),
      notify: (_, alert) => effects.push({ kind: 'notify', alert }),
      logError: (_, { error }) => effects.push({ kind: 'logError', error }),
      rememberCustomer: (_, { sub, customer }) => {
        expect(customer).toEqual(CUSTOMER);
        effects.push({ kind: 'rememberCustomer', sub });
      },
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

const leaves = (snapshot: AnyMachineSnapshot) => stateName(snapshot.value).split(' & ');
const failureOf = (event: AnyEventObject) => event.error as { code: string; message: string };
const navigate = (to: AuthNavigation): Effect => ({ kind: 'navigate', to });
const notify = (alert: AuthAlert): Effect => ({ kind: 'notify', alert });
const toLogin = navigate({ to: '/login' });
const toConfirm = navigate({ to: '/confirmSignUp', search: { email: EMAIL } });

/** What spec §4/§5/§8 make the app do for one step, apart from the calls of entered states. */
function expectedActions(label: string, event: AnyEventObject, before: AnyMachineSnapshot) {
  const from = stateName(before.value);
  switch (label) {
    case 'signIn done signedIn':
    case 'completeHostedSignIn done':
    case 'completeNewPassword done':
      return [navigate({ to: '/home' })];
    case 'signIn done newPasswordRequired':
    case 'signUp done newPasswordRequired':
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
      return from === 'confirmSignUp.entering' && before.context.email === null
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
      return [{ kind: 'rememberCustomer', sub: USER.sub } satisfies Effect];
    // A fetch under way starts again: it may have begun before the change.
    case 'session.customer.changed':
      return before.matches({ signedIn: { customer: 'fetching' } })
        ? [{ kind: 'call', name: 'fetchCustomer' } satisfies Effect]
        : [];
    case 'session.navigate wallet':
      return [
        {
          kind: 'showScreen',
          request: { screen: 'wallet', registration: SELECTED_WALLET },
        } satisfies Effect,
      ];
    case 'signOut error':
      return [{ kind: 'logError', error: event.error } satisfies Effect];
    default:
      return [];
  }
}

function expectedEffects(
  label: string,
  event: AnyEventObject,
  before: AnyMachineSnapshot,
  after: AnyMachineSnapshot,
): Effect[] {
  const entered = leaves(after).filter((leaf) => !leaves(before).includes(leaf));
  const calls = entered.flatMap((leaf) => CALLS_ON_ENTRY[leaf] ?? []);
  return [...expectedActions(label, event, before), ...calls];
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
    expect(context.selectedId).toBeNull();
  }
  if (label === 'session.select wallet') expect(context.selectedId).toBe(SELECTED_WALLET);
  if (label === 'session.select none') expect(context.selectedId).toBeNull();
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
    expect([context.customer, context.customerError]).toEqual([CUSTOMER, null]);
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

const paths = authPaths();

describe('auth machine paths', () => {
  for (const path of paths) {
    it(path.title, () => {
      const effects: Effect[] = [];
      // Typed loosely: the steps also send the actors' done and error events.
      const actor: AnyActorRef = createActor(recordingMachine(effects)).start();
      expect(effects).toEqual([{ kind: 'call', name: 'currentUser' }]);
      effects.length = 0;
      let requested: AuthScreenName = 'signIn';
      for (const step of path.steps) {
        const before = actor.getSnapshot();
        actor.send(step.event);
        const after = actor.getSnapshot();
        expect(stateName(after.value), step.label).toBe(step.state);
        expect([...effects].sort(byKind), step.label).toEqual(
          expectedEffects(step.label, step.event, before, after).sort(byKind),
        );
        effects.length = 0;
        checkStep(step.label, before, after);
        // spec §2: a signed-out start shows the screen the address asked for, signIn by default.
        if (before.matches('loading') && SCREEN_OF_SHOW[step.label]) {
          requested = SCREEN_OF_SHOW[step.label] ?? requested;
        }
        if (step.label === 'checkSession done no user' || step.label === 'checkSession error') {
          expect(after.matches(requested)).toBe(true);
        }
      }
      actor.stop();
    });
  }
});

const eventOf = (label: string) =>
  authEvents.find((labelled) => labelled.label === label)?.event as AnyEventObject;

// Steps that leave the snapshot as it was, so no generated path tells them apart: a flow's
// request for a screen, and a change of the customer while its fetch is under way.
const UNCHANGING_STEPS = [
  'checkSession done user',
  'session.customer.changed',
  'session.navigate wallet',
].map(eventOf);

describe('auth machine steps that change no state', () => {
  it('asks the app for a flow screen and restarts a customer fetch already under way', () => {
    const effects: Effect[] = [];
    const actor: AnyActorRef = createActor(recordingMachine(effects)).start();
    const [signedIn, changed, navigate] = UNCHANGING_STEPS;
    actor.send(signedIn);
    effects.length = 0;
    actor.send(changed);
    expect(effects).toEqual([{ kind: 'call', name: 'fetchCustomer' }]);
    effects.length = 0;
    actor.send(navigate);
    expect(effects).toEqual([
      { kind: 'showScreen', request: { screen: 'wallet', registration: SELECTED_WALLET } },
    ]);
    actor.stop();
  });
});

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
// live in the context): a wallet's chart restarted by a fresh customer list, and kept when the
// address drops the provider's answer.
const WALLET_FLOW_STEPS = [
  eventOf('checkSession done user'),
  eventOf('profileLogin done'),
  eventOf('fetchCustomer done'),
  showWallet(RETURNED),
  eventOf('loadFlow done'),
  showWallet(null),
  eventOf('auth.customer.refresh'),
  eventOf('fetchCustomer error'),
  eventOf('loadFlow done'),
  eventOf('auth.customer.refresh'),
  eventOf('fetchCustomer done'),
];

describe('the session runs the flow the address shows', () => {
  it('starts the chart once profile and customer answered, and hands it the refetched customer', async () => {
    const received: AnyEventObject[] = [];
    const inputs: unknown[] = [];
    const loaded: FlowName[] = [];
    // A stand-in chart that records what the session starts it with and sends it.
    const flow = createMachine({
      context: ({ input }) => {
        inputs.push(input);
        return {};
      },
      on: { '*': { actions: ({ event }) => received.push(event) } },
    });
    const machine = recordingMachine([]).provide({
      actors: {
        loadFlow: fromPromise(async ({ input }: { input: FlowRequest | null }) => {
          if (input) loaded.push(input.name);
          return flow as AnyActorLogic;
        }),
      },
    });
    const actor: AnyActorRef = createActor(machine).start();
    actor.send(eventOf('checkSession done user'));
    actor.send(showRegistration('tag'));
    expect(actor.getSnapshot().children.flow).toBeUndefined();
    actor.send(eventOf('profileLogin done'));
    actor.send(eventOf('fetchCustomer done'));
    await waitFor(actor, (snapshot) => snapshot.children.flow !== undefined);
    expect(inputs).toEqual([
      { name: 'registration', kind: 'tag', profile: PROFILE, registrations: [] },
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
      registrations: [],
    });

    // A wallet page: its chart starts afresh when the customer list answers again, and not when
    // the address only drops the provider's answer.
    actor.send(showWallet(RETURNED));
    await waitFor(actor, () => inputs.length === 3);
    expect(inputs.at(-1)).toEqual({
      name: 'wallet',
      registration: SELECTED_WALLET,
      paymentReturn: RETURNED,
      profile: PROFILE,
      registrations: [],
    });
    const chart = actor.getSnapshot().children.flow;
    actor.send(showWallet(null));
    expect(actor.getSnapshot().children.flow).toBe(chart);
    actor.send({ type: 'auth.customer.refresh' });
    actor.send(eventOf('fetchCustomer done'));
    await waitFor(actor, () => inputs.length === 4);
    expect(inputs.at(-1)).toMatchObject({ name: 'wallet', paymentReturn: null });
    expect(received).toHaveLength(2);
    expect(loaded).toEqual(['registration', 'registration', 'wallet', 'wallet']);

    // A page without a flow stops the chart.
    actor.send({ type: 'session.hide' });
    expect(actor.getSnapshot().children.flow).toBeUndefined();
    expect(actor.getSnapshot().matches({ signedIn: { flow: 'none' } })).toBe(true);
    actor.send(showRegistration('tag'));
    await waitFor(actor, () => inputs.length === 5);
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().children.flow).toBeUndefined();
    actor.stop();
  });

  it('keeps the loader when the chart cannot be fetched, and tries again when shown again', async () => {
    let attempts = 0;
    const machine = recordingMachine([]).provide({
      actors: {
        loadFlow: fromPromise<AnyActorLogic, FlowRequest | null>(async () => {
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
    expect(actor.getSnapshot().children.flow).toBeUndefined();
    actor.send(showRegistration('tag'));
    await waitFor(actor, () => attempts === 2);
    actor.stop();
  });
});

describe('auth machine coverage', () => {
  it('walks every declared transition', () => {
    const effects: Effect[] = [];
    const machine = recordingMachine(effects);
    const taken = takenTransitions(machine, [
      ...paths.map((path) => path.steps.map((step) => step.event)),
      UNCHANGING_STEPS,
      WALLET_FLOW_STEPS,
    ]);
    expect(uncoveredTransitions(machine, taken)).toEqual([]);
  });

  it('names every path uniquely and safely for `vitest -t`', () => {
    const descriptions = paths.map((path) => path.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) expect(description).not.toMatch(/[\\^$*+?()[\]{}|]/);
  });
});
