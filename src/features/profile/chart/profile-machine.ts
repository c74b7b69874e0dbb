/**
 * The profile screen's flow (spec §2 Profile, §4 action flows, §5 Profile, §8 Profile), with the
 * low balance alert of DESIGN §8 Notifications.
 *
 * The session starts it with `input` (ProfileInput): the form opens on the signed-in profile, or
 * on the copy kept from the last session while the check has failed, else empty. A copy read
 * after the page opened has the session start the chart again with it.
 *
 * States:
 * - reading       readLowBalance is fetching the saved alert, which the profile does not carry
 *                 (tag 'busy'); a failed read leaves the alert unknown and the form usable
 * - editing       idle | saved | failed: the form is open; the substate says what the last save did
 * - saving        updateProfile is running (tag 'busy')
 * - savingAlert   saveLowBalance is storing a changed alert after the profile (tag 'busy')
 *
 * The form's values live in context. A save runs only on a valid form (names required, birth
 * date DD/MM/YYYY and not in the future, the alert empty or a level the wallet can reach);
 * otherwise the field messages are set and a bad birth date also raises its alert. The phone
 * takes a change only when it contains a digit, or empties the field. One Save stores both: the
 * alert is sent only when it differs from the saved one, never while the customer opts out of
 * notifications (no push reaches them, so the saved alert is kept as it was), and never as an
 * empty field over an alert that could not be read.
 *
 * It speaks to the session by events (src/chart-shared/session-events.ts): `session.navigate` (a
 * screen by name) and `session.profile.saved` (the session keeps the signed-in profile). Effects
 * are supplied by the app with provide(): the actors `updateProfile`, `readLowBalance` and
 * `saveLowBalance` (see profile-services.ts) and the action `notify`.
 */
import { assign, setup } from 'xstate';
import type { Profile } from '../../../../core/contracts/profile-contract';
import {
  formatLowBalanceAlert,
  lowBalanceAlertCents,
} from '../../../../core/domain/low-balance-alert';
import {
  acceptsPhoneFieldEdit,
  type ProfileFormErrors,
  validateProfileForm,
} from '../../../../core/domain/profile-rules';
import { failureMessage } from '../../../chart-shared/failure-message';
import { navigateSession, tellSession } from '../../../chart-shared/session-events';
import type { ProfileEvent } from './profile-events';
import {
  EMPTY_PROFILE_FORM,
  errorsAfterEdit,
  profileForm,
  profileUpdateRequest,
} from './profile-form';
import { type ProfileActors, profileActors } from './profile-services';
import type {
  ProfileAlert,
  ProfileEdit,
  ProfileFormFields,
  ProfileInput,
  ProfileNavigation,
} from './profile-types';

export interface ProfileContext {
  values: ProfileFormFields;
  /** The field messages of the last refused save, each dropped once its field changes. */
  errors: ProfileFormErrors;
  /** The last failed update's text (spec §8 "failures set an error state"). */
  error: string | null;
  /** The low balance alert as the server holds it, in cents (null: none, or not read). */
  savedLowBalance: number | null;
  /** Whether savedLowBalance was read: a failed read leaves the saved alert unknown. */
  lowBalanceRead: boolean;
}

/** The form as the page opens: the profile the session has, else empty; the alert still unread. */
export function openedProfileContext({ profile, lastKnownProfile }: ProfileInput): ProfileContext {
  const shown = profile ?? lastKnownProfile;
  return {
    values: shown ? profileForm(shown) : EMPTY_PROFILE_FORM,
    errors: {},
    error: null,
    savedLowBalance: null,
    lowBalanceRead: false,
  };
}

// Until the app provides them the calls reject, so a forgotten provide() fails loudly.
const notProvided = () => Promise.reject(new Error('The profile machine was not provided an API'));
const placeholderActors: ProfileActors = profileActors({
  updateProfile: notProvided,
  readLowBalance: notProvided,
  saveLowBalance: notProvided,
});

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
  },
  actors: placeholderActors,
  actions: {
    // The session's screens and profile: events to the parent, so the chart holds no path.
    navigate: navigateSession<ProfileContext, ProfileEvent, ProfileNavigation>(),
    storeProfile: tellSession<ProfileContext, ProfileEvent, { profile: Profile }>(
      ({ profile }) => ({
        type: 'session.profile.saved',
        profile,
      }),
    ),
    // The app's alerts; provide() replaces this no-op.
    notify: (_, _params: ProfileAlert) => {},
    // The saved profile as the server stored it (normalised), in the form beside the alert.
    loadProfile: assign(({ context }, params: { profile: Profile }) => ({
      values: profileForm(params.profile, context.values.lowBalanceAlert),
      errors: {},
    })),
    // The alert as the server holds it, in the field and as the one a save compares with.
    loadLowBalance: assign(({ context }, params: { cents: number | null }) => ({
      values: { ...context.values, lowBalanceAlert: formatLowBalanceAlert(params.cents) },
      savedLowBalance: params.cents,
      lowBalanceRead: true,
    })),
    editValues: assign(({ context }, params: { values: ProfileEdit }) => ({
      values: { ...context.values, ...params.values },
      errors: errorsAfterEdit(context.errors, params.values),
    })),
    editPhone: assign(({ context }, params: { phone: string }) => ({
      values: { ...context.values, phone: params.phone },
    })),
    checkForm: assign(({ context }) => ({ errors: validateProfileForm(context.values) })),
    clearError: assign({ error: null }),
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
  },
  guards: {
    isProfileFormValid: ({ context }) =>
      Object.keys(validateProfileForm(context.values)).length === 0,
    hasBirthDateError: ({ context }) => validateProfileForm(context.values).birthDate !== undefined,
    acceptsPhoneChange: (_, params: { phone: string }) => acceptsPhoneFieldEdit(params.phone),
    // An unread alert counts as none: an empty field then leaves it as it is.
    hasLowBalanceChange: ({ context }) =>
      !context.values.notificationOptOut &&
      lowBalanceAlertCents(context.values.lowBalanceAlert) !== context.savedLowBalance,
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => openedProfileContext(input),
  initial: 'reading',
  on: {
    'profile.back': { actions: { type: 'navigate', params: { screen: 'home' } } },
  },
  states: {
    reading: {
      tags: 'busy',
      invoke: {
        id: 'readLowBalance',
        src: 'readLowBalance',
        onDone: {
          target: 'editing',
          actions: { type: 'loadLowBalance', params: ({ event }) => ({ cents: event.output }) },
        },
        // The profile stays editable; the form says the alert could not be loaded.
        onError: { target: 'editing' },
      },
    },
    editing: {
      initial: 'idle',
      on: {
        'profile.edit': {
          target: '.idle',
          actions: { type: 'editValues', params: ({ event }) => ({ values: event.values }) },
        },
        'profile.phone.edit': {
          guard: { type: 'acceptsPhoneChange', params: ({ event }) => ({ phone: event.phone }) },
          target: '.idle',
          actions: { type: 'editPhone', params: ({ event }) => ({ phone: event.phone }) },
        },
        'profile.save': [
          { guard: 'isProfileFormValid', target: 'saving', actions: ['checkForm', 'clearError'] },
          {
            // spec §5: 'Unable to update. Birth date must be in the past' is an alert.
            guard: 'hasBirthDateError',
            actions: [
              'checkForm',
              {
                type: 'notify',
                params: ({ context }) => ({
                  kind: 'birthDateInvalid',
                  message: validateProfileForm(context.values).birthDate ?? '',
                }),
              },
            ],
          },
          { actions: 'checkForm' },
        ],
      },
      states: {
        idle: {},
        saved: {},
        failed: {},
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'updateProfile',
        src: 'updateProfile',
        input: ({ context }) => profileUpdateRequest(context.values),
        onDone: [
          {
            guard: 'hasLowBalanceChange',
            target: 'savingAlert',
            actions: [
              { type: 'loadProfile', params: ({ event }) => ({ profile: event.output }) },
              { type: 'storeProfile', params: ({ event }) => ({ profile: event.output }) },
            ],
          },
          {
            target: 'editing.saved',
            actions: [
              { type: 'loadProfile', params: ({ event }) => ({ profile: event.output }) },
              { type: 'storeProfile', params: ({ event }) => ({ profile: event.output }) },
              { type: 'notify', params: { kind: 'profileUpdated' } },
            ],
          },
        ],
        onError: {
          target: 'editing.failed',
          actions: [
            { type: 'setError', params: ({ event }) => ({ message: failureMessage(event.error) }) },
            {
              type: 'notify',
              params: ({ event }) => ({
                kind: 'profileUpdateFailed',
                message: failureMessage(event.error),
              }),
            },
          ],
        },
      },
    },
    savingAlert: {
      tags: 'busy',
      invoke: {
        id: 'saveLowBalance',
        src: 'saveLowBalance',
        input: ({ context }) => ({ cents: lowBalanceAlertCents(context.values.lowBalanceAlert) }),
        onDone: {
          target: 'editing.saved',
          actions: [
            { type: 'loadLowBalance', params: ({ event }) => ({ cents: event.output }) },
            { type: 'notify', params: { kind: 'profileUpdated' } },
          ],
        },
        // The profile is saved by now; Save again stores the alert (and the same profile).
        onError: {
          target: 'editing.failed',
          actions: [
            { type: 'setError', params: ({ event }) => ({ message: failureMessage(event.error) }) },
            {
              type: 'notify',
              params: ({ event }) => ({
                kind: 'profileUpdateFailed',
                message: failureMessage(event.error),
              }),
            },
          ],
        },
      },
    },
  },
});

export type ProfileMachine = typeof profileMachine;
