// The profile machine's test model: every event a path may take, with the update call's outcome
// spelled out as the done/error event it produces. The unit tests and the path listing
// (scripts/qa.ts) read their paths from here.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { Profile } from '../../../../core/contracts/profile-contract';
import {
  type LabelledEvent,
  type MachineModel,
  type ModelPath,
  modelPaths,
  startEvent,
} from '../../../../test-support/charts/model-paths';
import { profileMachine } from './profile-machine';

export const PROFILE: Profile = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann.lee@example.com',
  phone: '021 555 0101',
  birthDate: '1990-05-17',
  countryCode: 'NZ',
  marketingOptOut: false,
  notificationOptOut: false,
  bankAccount: null,
  updated: '2026-01-01T00:00:00.000Z',
  firstLogin: false,
  locale: 'en',
};

/** What the server answers a save with: the stored profile, in its own normalised form. */
export const SAVED_PROFILE: Profile = {
  ...PROFILE,
  phone: '+64215550101',
  countryCode: 'AU',
  marketingOptOut: true,
  notificationOptOut: true,
  updated: '2026-02-01T10:00:00Z',
};

/** Far enough ahead to stay in the future for as long as this code lives. */
export const FUTURE_BIRTH_DATE = '01/01/2999';
export const TYPED_PHONE = '+64 21 555 0101';
export const UPDATE_FAILURE = '500 : Database unavailable';
/** The alert the customer has saved before the page opens ($5.00), in cents as the read gives it. */
export const SAVED_LOW_BALANCE_CENTS = 500;
/** The alert the customer types, and the same stored ($12.50). */
export const TYPED_LOW_BALANCE = '12.5';
export const STORED_LOW_BALANCE_CENTS = 1250;
/** Refused: an alert of $0 would never be crossed. */
export const BAD_LOW_BALANCE = '0';
export const LOW_BALANCE_FAILURE = '503 : Service Unavailable';

const event = (label: string, value: AnyEventObject): LabelledEvent => ({ label, event: value });

/** How the page opens: on the signed-in profile, or empty (a customer with no names yet). */
export const profileStarts: readonly LabelledEvent[] = [
  event('load profile', startEvent({ profile: PROFILE, lastKnownProfile: null })),
  event('open empty', startEvent({ profile: null, lastKnownProfile: null })),
];

export const profileEvents: readonly LabelledEvent[] = [
  event('edit blank names', { type: 'profile.edit', values: { firstName: '  ', lastName: '' } }),
  event('edit future birth date', {
    type: 'profile.edit',
    values: { birthDate: FUTURE_BIRTH_DATE },
  }),
  event('edit details', {
    type: 'profile.edit',
    values: { firstName: ' Ann ', lastName: 'Lee', birthDate: '17/05/1990' },
  }),
  event('edit preferences', {
    type: 'profile.edit',
    values: { countryCode: 'AU', marketingOptOut: true, notificationOptOut: true },
  }),
  event('edit phone', { type: 'profile.phone.edit', phone: TYPED_PHONE }),
  event('edit low balance alert', {
    type: 'profile.edit',
    values: { lowBalanceAlert: TYPED_LOW_BALANCE },
  }),
  event('edit bad low balance alert', {
    type: 'profile.edit',
    values: { lowBalanceAlert: BAD_LOW_BALANCE },
  }),
  // Never taken: the guard refuses it, which the tests check on their own.
  event('type letters in phone', { type: 'profile.phone.edit', phone: 'none' }),
  event('readLowBalance done', {
    type: 'xstate.done.actor.readLowBalance',
    output: SAVED_LOW_BALANCE_CENTS,
  }),
  event('readLowBalance error', {
    type: 'xstate.error.actor.readLowBalance',
    error: new Error(LOW_BALANCE_FAILURE),
  }),
  event('save', { type: 'profile.save' }),
  event('updateProfile done', { type: 'xstate.done.actor.updateProfile', output: SAVED_PROFILE }),
  event('updateProfile error', {
    type: 'xstate.error.actor.updateProfile',
    error: new Error(UPDATE_FAILURE),
  }),
  event('saveLowBalance done', {
    type: 'xstate.done.actor.saveLowBalance',
    output: STORED_LOW_BALANCE_CENTS,
  }),
  event('saveLowBalance error', {
    type: 'xstate.error.actor.saveLowBalance',
    error: new Error(LOW_BALANCE_FAILURE),
  }),
  event('back', { type: 'profile.back' }),
];

// The alert's field is disabled while the customer opts out of notifications: no typing in it.
const ALERT_EDITS = new Set(['edit low balance alert', 'edit bad low balance alert']);
function offers(snapshot: AnyMachineSnapshot, { label }: LabelledEvent): boolean {
  return !(ALERT_EDITS.has(label) && snapshot.context.values.notificationOptOut);
}

// The chart talks to the session; a path search runs it with none, so those two
// effects are inert here (the tests record them instead).
const unparented = profileMachine.provide({
  actions: { navigate: () => {}, storeProfile: () => {} },
});

export const profileModel: MachineModel = {
  machine: unparented,
  starts: profileStarts,
  events: profileEvents,
  offers,
};

export function profilePaths(): ModelPath[] {
  return modelPaths(profileModel);
}
