/**
 * The profile screen's flow (spec §2 Profile, §4 action flows, §5 Profile, §8 Profile).
 *
 * The session starts it with `input` (ProfileInput): the form opens on the signed-in profile, or
 * on the copy kept from the last session while the check has failed, else empty. A copy read
 * after the page opened has the session start the chart again with it.
 *
 * States:
 * - editing   idle | saved | failed: the form is open; the substate says what the last save did
 * - saving    updateProfile is running (tag 'busy')
 *
 * The form's values live in context. A save runs only on a valid form (names required, birth
 * date DD/MM/YYYY and not in the future); otherwise the field messages are set and a bad birth
 * date also raises its alert. The phone takes a change only when it contains a digit, or empties
 * the field.
 *
 * It speaks to the session by events (src/chart-shared/session-events.ts): `session.navigate` (a
 * screen by name) and `session.profile.saved` (the session keeps the signed-in profile). Effects are supplied by the
 * app with provide(): the actor `updateProfile` (see profile-services.ts) and the action `notify`.
 */
import { assign, setup } from 'xstate';
import type { Profile } from '../../../../core/contracts/profile-contract';
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
}

/** The form as the page opens: the profile the session has, else empty. */
export function openedProfileContext({ profile, lastKnownProfile }: ProfileInput): ProfileContext {
  const shown = profile ?? lastKnownProfile;
  return { values: shown ? profileForm(shown) : EMPTY_PROFILE_FORM, errors: {}, error: null };
}

// Until the app provides it the call rejects, so a forgotten provide() fails loudly.
const placeholderActors: ProfileActors = profileActors({
  updateProfile: () => Promise.reject(new Error('The profile machine was not provided an API')),
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
    // The saved profile as the server stored it (normalised), in the form.
    loadProfile: assign((_, params: { profile: Profile }) => ({
      values: profileForm(params.profile),
      errors: {},
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
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => openedProfileContext(input),
  initial: 'editing',
  on: {
    'profile.back': { actions: { type: 'navigate', params: { screen: 'home' } } },
  },
  states: {
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
        onDone: {
          target: 'editing.saved',
          actions: [
            { type: 'loadProfile', params: ({ event }) => ({ profile: event.output }) },
            { type: 'storeProfile', params: ({ event }) => ({ profile: event.output }) },
            { type: 'notify', params: { kind: 'profileUpdated' } },
          ],
        },
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
