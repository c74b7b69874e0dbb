// The auth machine's test model: every event a path may take, with the outcome of each identity
// and API call spelled out as the done/error event it produces. The unit tests, the path listing
// (scripts/qa.ts) and a browser walk all read their paths from here.
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  createMachine,
  enqueueActions,
} from 'xstate';
import type { Customer } from '../../../../core/contracts/customer-contract';
import type { Profile } from '../../../../core/contracts/profile-contract';
import {
  type LabelledEvent,
  type MachineModel,
  type ModelPath,
  modelPaths,
} from '../../../../test-support/charts/model-paths';
import type { ScreenRequest } from '../../../chart-shared/screen-name';
import type { AuthEvent } from './auth-events';
import { createAuthMachine } from './auth-machine';
import type { AuthUser } from './auth-types';

/** As a customer might type it; the machine must send it trimmed and lower-cased. */
export const TYPED_EMAIL = '  Ann.Lee@Example.COM ';
export const EMAIL = 'ann.lee@example.com';
export const PASSWORD = 'Secret-pass-1';
export const CODE = '123456';

export const USER: AuthUser = {
  sub: 'sub-ann',
  email: EMAIL,
  givenName: 'Ann',
  familyName: 'Lee',
  phone: '',
};

export const PROFILE: Profile = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: EMAIL,
  phone: null,
  birthDate: null,
  countryCode: 'NZ',
  marketingOptOut: false,
  notificationOptOut: false,
  bankAccount: null,
  updated: '2026-01-01T00:00:00.000Z',
  firstLogin: true,
  locale: 'en',
};

/** The profile screen's save, replacing the post-login answer for the rest of the session. */
export const SAVED_PROFILE: Profile = { ...PROFILE, firstName: 'Annie', firstLogin: false };

/** The payment provider's return the address may carry (a declined card). */
export const PAYMENT_RETURN = { reference: 'pay-ref-1', state: 'failed' };

/** A registration the address names. */
export const SELECTED_WALLET = 'wallet-1';

export const CUSTOMER: Customer = { eventRegistrationList: [], lastUpdate: '2026-01-01T00:00:00Z' };

/** The list fetched after a claim, which the claim changed. */
export const CLAIMED_CUSTOMER: Customer = { ...CUSTOMER, lastUpdate: '2026-01-02T00:00:00Z' };

// The session's part ends at starting the chart it loaded; the chart's own paths are its model's.
const STAND_IN_FLOW = createMachine({ id: 'standInFlow' });

const done = (id: string, output?: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${id}`,
  output,
});

const failed = (id: string, code: string, message: string): AnyEventObject => ({
  type: `xstate.error.actor.${id}`,
  error: { code, message },
});

const event = (label: string, value: AnyEventObject): LabelledEvent => ({ label, event: value });

export const authEvents: readonly LabelledEvent[] = [
  event('checkSession done user', done('checkSession', USER)),
  event('checkSession done no user', done('checkSession', null)),
  event('checkSession error', failed('checkSession', 'NetworkError', 'Network error')),

  // Before the router's events: of two equally short paths the model keeps the first found, and
  // the identity completes a new-password challenge only for the sign-in that met it.
  event('auth.signIn with email', { type: 'auth.signIn', email: TYPED_EMAIL, password: PASSWORD }),
  event('auth.signIn without email', { type: 'auth.signIn', email: '  ', password: PASSWORD }),
  // Typing in a field the last submit complained about; the screen sends nothing otherwise.
  event('auth.edit email', { type: 'auth.edit', field: 'email' }),
  event('signIn done signedIn', done('signIn', { kind: 'signedIn', user: USER })),
  event('signIn done newPasswordRequired', done('signIn', { kind: 'newPasswordRequired' })),
  event(
    'signIn error unconfirmed',
    failed('signIn', 'UserNotConfirmedException', 'User is not confirmed.'),
  ),
  event(
    'signIn error reset required',
    failed('signIn', 'PasswordResetRequiredException', 'Password reset required for the user'),
  ),
  event(
    'signIn error wrong password',
    failed('signIn', 'NotAuthorizedException', 'Incorrect password'),
  ),

  event('show signIn', { type: 'auth.show.signIn' }),
  event('show signUp', { type: 'auth.show.signUp' }),
  event('show forgotPassword', { type: 'auth.show.forgotPassword' }),
  event('show newPassword', { type: 'auth.show.newPassword' }),
  event('show confirmSignUp without email', { type: 'auth.show.confirmSignUp' }),
  event('show confirmSignUp with email', { type: 'auth.show.confirmSignUp', email: TYPED_EMAIL }),

  event('auth.hosted.start', { type: 'auth.hosted.start' }),
  event('beginHostedSignIn error', failed('beginHostedSignIn', 'Error', 'No crypto')),
  event('auth.hosted.completed', { type: 'auth.hosted.completed', code: 'c0de', state: 's1' }),
  event('auth.hosted.failed', { type: 'auth.hosted.failed', error: 'access_denied' }),
  event('completeHostedSignIn done', done('completeHostedSignIn', USER)),
  event(
    'completeHostedSignIn error',
    failed('completeHostedSignIn', 'invalid_grant', 'Authorization code expired or invalid'),
  ),

  event('auth.signUp filled', {
    type: 'auth.signUp',
    email: TYPED_EMAIL,
    password: PASSWORD,
    givenName: ' Ann ',
    familyName: 'Lee ',
  }),
  event('auth.signUp invalid', {
    type: 'auth.signUp',
    email: 'ann@',
    password: 'short',
    givenName: '',
    familyName: ' ',
  }),
  event('signUp done confirmationRequired', done('signUp', { kind: 'confirmationRequired' })),
  event('signUp done confirmed', done('signUp', { kind: 'confirmed' })),
  event('signUp error', failed('signUp', 'InvalidPasswordException', 'Password not long enough')),

  event('auth.confirm with code', {
    type: 'auth.confirm',
    code: ` ${CODE.slice(0, 3)} ${CODE.slice(3)} `,
  }),
  event('auth.confirm without code', { type: 'auth.confirm', code: '  ' }),
  event('confirmSignUp done', done('confirmSignUp')),
  event('confirmSignUp error', failed('confirmSignUp', 'CodeMismatchException', 'Wrong code')),
  event('auth.resendCode', { type: 'auth.resendCode' }),
  event('resendSignUpCode done', done('resendSignUpCode')),
  event(
    'resendSignUpCode error',
    failed('resendSignUpCode', 'LimitExceededException', 'Attempt limit exceeded'),
  ),

  event('auth.forgotPassword.request filled', {
    type: 'auth.forgotPassword.request',
    email: TYPED_EMAIL,
  }),
  event('auth.forgotPassword.request invalid', {
    type: 'auth.forgotPassword.request',
    email: 'ann.example.com',
  }),
  event('forgotPassword done', done('forgotPassword')),
  event('forgotPassword error', failed('forgotPassword', 'UserNotFoundException', 'No user')),
  event('auth.forgotPassword.submit matching', {
    type: 'auth.forgotPassword.submit',
    code: CODE,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  }),
  event('auth.forgotPassword.submit mismatch', {
    type: 'auth.forgotPassword.submit',
    code: CODE,
    password: PASSWORD,
    confirmPassword: `${PASSWORD}x`,
  }),
  event('confirmForgotPassword done', done('confirmForgotPassword')),
  event(
    'confirmForgotPassword error',
    failed('confirmForgotPassword', 'ExpiredCodeException', 'Code expired'),
  ),

  event('auth.newPassword.submit matching', {
    type: 'auth.newPassword.submit',
    givenName: ' Ann ',
    familyName: 'Lee ',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  }),
  event('auth.newPassword.submit mismatch', {
    type: 'auth.newPassword.submit',
    givenName: 'Ann',
    familyName: 'Lee',
    password: PASSWORD,
    confirmPassword: 'other',
  }),
  event('completeNewPassword done', done('completeNewPassword', USER)),
  event(
    'completeNewPassword error',
    failed('completeNewPassword', 'InvalidPasswordException', 'Password too weak'),
  ),

  event('profileLogin done', done('profileLogin', PROFILE)),
  event('profileLogin error', failed('profileLogin', 'Error', '500 : Database unavailable')),
  event('fetchCustomer done', done('fetchCustomer', CUSTOMER)),
  event('fetchCustomer error', failed('fetchCustomer', 'Error', 'Network Error')),
  event('auth.customer.refresh', { type: 'auth.customer.refresh' }),
  event('recallCustomer done', done('recallCustomer', CUSTOMER)),
  event('recallProfile done', done('recallProfile', PROFILE)),
  event('session.profile.saved', { type: 'session.profile.saved', profile: SAVED_PROFILE }),
  event('session.show registration tag', {
    type: 'session.show',
    flow: { name: 'registration', kind: 'tag' },
  }),
  event('session.show registration ticket', {
    type: 'session.show',
    flow: { name: 'registration', kind: 'ticket' },
  }),
  event('session.show profile', { type: 'session.show', flow: { name: 'profile' } }),
  event('session.show wallet', {
    type: 'session.show',
    flow: { name: 'wallet', registration: SELECTED_WALLET, paymentReturn: null },
  }),
  event('session.show returned wallet', {
    type: 'session.show',
    flow: { name: 'wallet', registration: SELECTED_WALLET, paymentReturn: PAYMENT_RETURN },
  }),
  event('session.hide', { type: 'session.hide' }),
  event('loadFlow done', done('loadFlow', STAND_IN_FLOW)),
  event('loadFlow error', failed('loadFlow', 'Error', 'Failed to fetch')),
  event('session.customer.changed', { type: 'session.customer.changed' }),
  event('fetchCustomer claimed', done('fetchCustomer', CLAIMED_CUSTOMER)),
  event('session.navigate home', { type: 'session.navigate', screen: 'home' }),

  event('auth.logout', { type: 'auth.logout' }),
  event('signOut done', done('signOut')),
  event('signOut error', failed('signOut', 'NotAuthorizedException', 'Access Token has expired')),
];

const ROUTER_START = /^(show |auth\.hosted\.(completed|failed)$)/;

const isRunning = (snapshot: AnyMachineSnapshot, flow: string) =>
  snapshot.matches({ signedIn: { flow: { shown: 'running' } } }) &&
  snapshot.context.flowRequest?.name === flow;

const inCustomer = (snapshot: AnyMachineSnapshot, state: string) =>
  snapshot.matches({ signedIn: { customer: state } });

/**
 * A ticket's claim (the model's one claim; a tag's also leaves for Home, in the same step) sends
 * the change, and the registration chart waits for the list it makes the session fetch. No flow
 * runs while the list is being fetched otherwise: it waits for the list.
 */
const isClaimRefetching = (snapshot: AnyMachineSnapshot) =>
  isRunning(snapshot, 'registration') && inCustomer(snapshot, 'fetching');

/** The list has the claimed ticket: the registration chart moves on to Home at once. */
const hasClaimedList = (snapshot: AnyMachineSnapshot) =>
  isRunning(snapshot, 'registration') &&
  inCustomer(snapshot, 'ready') &&
  snapshot.context.customer === CLAIMED_CUSTOMER;

function offersClaim(snapshot: AnyMachineSnapshot): boolean {
  return (
    isRunning(snapshot, 'registration') &&
    snapshot.context.flowRequest?.kind === 'ticket' &&
    !inCustomer(snapshot, 'fetching')
  );
}

/**
 * Home sends these two together on every visit: the session's customer refresh and hiding the
 * flow. The model sends one of them where the other changes nothing: a refresh with no flow
 * shown, hiding while the registrations are being fetched anyway. The wallet page's Refresh
 * sends the refresh alone.
 */
function homeVisitOffers(snapshot: AnyMachineSnapshot, label: string): boolean {
  if (label === 'auth.customer.refresh') {
    return snapshot.matches({ signedIn: { flow: 'none' } }) || isRunning(snapshot, 'wallet');
  }
  return snapshot.matches({ signedIn: { customer: 'fetching' } });
}

/**
 * The events the app sends in a state, beyond the chart accepting them. The router reads the
 * address once per app start, before the session check answers; while a call is under way the
 * screen waits for it (its buttons are disabled), so only the call's outcome comes.
 */
export function authOffers(snapshot: AnyMachineSnapshot, { label, event }: LabelledEvent): boolean {
  // The identity completes a new-password challenge only for the sign-in that met it, and that
  // sign-in named the account.
  if (label === 'completeNewPassword done') return snapshot.context.email !== null;
  if (hasClaimedList(snapshot)) return label === 'session.navigate home';
  if (label === 'fetchCustomer claimed') return isClaimRefetching(snapshot);
  if (label === 'fetchCustomer done') return !isClaimRefetching(snapshot);
  if (event.type.startsWith('xstate.')) return true;
  if (event.type === 'auth.edit') return event.field in snapshot.context.fieldErrors;
  if (snapshot.matches('loading')) {
    return ROUTER_START.test(label) && snapshot.context.requestedScreen === null;
  }
  // The wallet chart takes the provider's return as it starts and drops it from the address,
  // so the router shows the wallet again at once, and never before the chart runs.
  if (snapshot.context.flowRequest?.paymentReturn) {
    if (isRunning(snapshot, 'wallet')) return label === 'session.show wallet';
    if (label === 'session.show wallet') return false;
  }
  if (label === 'session.customer.changed') return offersClaim(snapshot);
  if (label === 'session.navigate home') return false;
  // Sent by the profile's own chart, which saves what the post-login check answered.
  if (label === 'session.profile.saved') {
    return isRunning(snapshot, 'profile') && snapshot.context.profile !== null;
  }
  if (label === 'auth.customer.refresh' || label === 'session.hide') {
    return homeVisitOffers(snapshot, label);
  }
  return !snapshot.hasTag('busy');
}

/**
 * The router's answer to a flow's request for a screen, which the model needs as the app sends it
 * at once: Home, the one screen a model path asks for, hides the flow and refreshes the list
 * (src/router/signed-in-routes.tsx).
 */
export function routerAnswer(request: ScreenRequest): AuthEvent[] {
  if (request.screen !== 'home') throw new Error(`The model asks for no ${request.screen} screen`);
  return [{ type: 'session.hide' }, { type: 'auth.customer.refresh' }];
}

export const authModel: MachineModel = {
  machine: createAuthMachine().provide({
    actions: {
      showScreen: enqueueActions(({ enqueue }, request: ScreenRequest) => {
        for (const answer of routerAnswer(request)) enqueue.raise(answer);
      }),
    },
  }),
  events: authEvents,
  offers: authOffers,
};

export function authPaths(): ModelPath[] {
  return modelPaths(authModel);
}
