// Model-based tests: every generated path is replayed in a real actor whose effects are recorded
// (a never-settling update call, navigate, notify, storeProfile). The test keeps its own copy of
// the form as the customer filled it, and after each step compares the machine's context, the
// call it made and the alerts it raised with what spec §5/§7/§8 ask for.
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, waitFor } from 'xstate';
import type { Profile } from '../../../../core/contracts/profile-contract';
import { LOW_BALANCE_ALERT_RANGE_ERROR } from '../../../../core/domain/low-balance-alert';
import {
  BIRTH_DATE_FUTURE_ERROR,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  type ProfileFormErrors,
} from '../../../../core/domain/profile-rules';
import { unselectablePathNames } from '../../../../test-support/charts/model-paths';
import {
  type CallEffect,
  type ExpectedStep,
  eventSequences,
  type Replay,
  recordedCall,
  replayPath,
} from '../../../../test-support/charts/replay-path';
import { runUnderSession } from '../../../../test-support/charts/stand-in-session';
import {
  takenTransitions,
  uncoveredTransitions,
} from '../../../../test-support/charts/transition-coverage';
import { type ProfileContext, profileMachine } from './profile-machine';
import {
  BAD_LOW_BALANCE,
  FUTURE_BIRTH_DATE,
  LOW_BALANCE_FAILURE,
  PROFILE,
  profilePaths,
  SAVED_LOW_BALANCE_CENTS,
  SAVED_PROFILE,
  STORED_LOW_BALANCE_CENTS,
  TYPED_LOW_BALANCE,
  TYPED_PHONE,
  UPDATE_FAILURE,
} from './profile-model';
import { profileActors } from './profile-services';
import type {
  ProfileAlert,
  ProfileFormFields,
  ProfileNavigation,
  ProfileUpdateRequest,
} from './profile-types';

type Effect =
  | CallEffect
  | { kind: 'navigate'; to: ProfileNavigation }
  | { kind: 'notify'; alert: ProfileAlert }
  | { kind: 'storeProfile'; profile: unknown };

function recordingMachine(effects: Effect[]) {
  return profileMachine.provide({
    actors: profileActors({
      updateProfile: recordedCall(effects, 'updateProfile'),
      readLowBalance: recordedCall(effects, 'readLowBalance'),
      saveLowBalance: (cents) => recordedCall(effects, 'saveLowBalance')({ cents }),
    }),
    actions: {
      navigate: (_, to) => effects.push({ kind: 'navigate', to }),
      notify: (_, alert) => effects.push({ kind: 'notify', alert }),
      storeProfile: (_, { profile }) => effects.push({ kind: 'storeProfile', profile }),
    },
  });
}

// The forms as the spec says the customer sees them, written out rather than derived.
const EMPTY_FORM: ProfileFormFields = {
  firstName: '',
  lastName: '',
  phone: '',
  birthDate: '',
  countryCode: 'NZ',
  marketingOptOut: false,
  notificationOptOut: false,
  lowBalanceAlert: '',
};
const LOADED_FORM: ProfileFormFields = {
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '021 555 0101',
  birthDate: '17/05/1990',
  countryCode: 'NZ',
  marketingOptOut: false,
  notificationOptOut: false,
  lowBalanceAlert: '',
};
const SAVED_FORM: ProfileFormFields = {
  ...LOADED_FORM,
  phone: '+64215550101',
  countryCode: 'AU',
  marketingOptOut: true,
  notificationOptOut: true,
};
const ISO_BIRTH_DATES: Record<string, string | null> = { '': null, '17/05/1990': '1990-05-17' };
/** The alert fields a save may send, in cents ('' for none); the bad one never gets that far. */
const ALERT_CENTS: Record<string, number | null> = {
  '': null,
  '5.00': SAVED_LOW_BALANCE_CENTS,
  [TYPED_LOW_BALANCE]: STORED_LOW_BALANCE_CENTS,
};
const opened = (values: ProfileFormFields): ProfileContext => ({
  values,
  errors: {},
  error: null,
  savedLowBalance: null,
  lowBalanceRead: false,
});
/** The alert is stored after the profile when it is not the saved one and notifications are on. */
const alertChanges = ({ values, savedLowBalance }: ProfileContext) =>
  !values.notificationOptOut && ALERT_CENTS[values.lowBalanceAlert] !== savedLowBalance;

function expectedErrors(form: ProfileFormFields): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (form.firstName.trim() === '') errors.firstName = FIRST_NAME_REQUIRED;
  if (form.lastName.trim() === '') errors.lastName = LAST_NAME_REQUIRED;
  if (form.birthDate === FUTURE_BIRTH_DATE) errors.birthDate = BIRTH_DATE_FUTURE_ERROR;
  if (!form.notificationOptOut && form.lowBalanceAlert === BAD_LOW_BALANCE) {
    errors.lowBalanceAlert = LOW_BALANCE_ALERT_RANGE_ERROR;
  }
  return errors;
}

/** spec §7's update body: names trimmed, phone without spaces, birth date as YYYY-MM-DD. */
function expectedRequest(form: ProfileFormFields) {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phone: form.phone === '' ? null : form.phone.replaceAll(' ', ''),
    birthDate: ISO_BIRTH_DATES[form.birthDate],
    countryCode: form.countryCode,
    marketingOptOut: form.marketingOptOut,
    notificationOptOut: form.notificationOptOut,
  };
}

/** The context, state and effects one step should lead to, from the spec's rules. */
type Expected = ExpectedStep<ProfileContext, Effect>;

function expectStep(label: string, event: AnyEventObject, was: ProfileContext): Expected {
  const same: Expected = { context: was, state: null, effects: [] };
  switch (label) {
    // Both open on reading the saved alert.
    case 'load profile':
    case 'open empty':
      return {
        context: opened(label === 'load profile' ? LOADED_FORM : EMPTY_FORM),
        state: 'reading',
        effects: [{ kind: 'call', name: 'readLowBalance', input: undefined }],
      };
    case 'readLowBalance done':
      return {
        ...same,
        context: {
          ...was,
          values: { ...was.values, lowBalanceAlert: '5.00' },
          savedLowBalance: SAVED_LOW_BALANCE_CENTS,
          lowBalanceRead: true,
        },
        state: 'editing.idle',
      };
    // No alert: the form says beside the field that the saved one is unknown.
    case 'readLowBalance error':
      return { ...same, state: 'editing.idle' };
    case 'edit phone':
      return {
        ...same,
        context: { ...was, values: { ...was.values, phone: TYPED_PHONE } },
        state: 'editing.idle',
      };
    case 'save': {
      const errors = expectedErrors(was.values);
      if (Object.keys(errors).length === 0) {
        const call: Effect = {
          kind: 'call',
          name: 'updateProfile',
          input: expectedRequest(was.values),
        };
        // A save that runs forgets the last failure (spec §8).
        return { context: { ...was, errors, error: null }, state: 'saving', effects: [call] };
      }
      const alert: Effect[] = errors.birthDate
        ? [{ kind: 'notify', alert: { kind: 'birthDateInvalid', message: errors.birthDate } }]
        : [];
      return { ...same, context: { ...was, errors }, effects: alert };
    }
    case 'updateProfile done': {
      const context = {
        ...was,
        values: { ...SAVED_FORM, lowBalanceAlert: was.values.lowBalanceAlert },
        errors: {},
      };
      const stored: Effect = { kind: 'storeProfile', profile: SAVED_PROFILE };
      if (!alertChanges(was)) {
        return {
          context,
          state: 'editing.saved',
          effects: [stored, { kind: 'notify', alert: { kind: 'profileUpdated' } }],
        };
      }
      const cents = ALERT_CENTS[was.values.lowBalanceAlert];
      return {
        context,
        state: 'savingAlert',
        effects: [stored, { kind: 'call', name: 'saveLowBalance', input: { cents } }],
      };
    }
    case 'saveLowBalance done':
      return {
        context: {
          ...was,
          values: { ...was.values, lowBalanceAlert: '12.50' },
          savedLowBalance: STORED_LOW_BALANCE_CENTS,
          lowBalanceRead: true,
        },
        state: 'editing.saved',
        effects: [{ kind: 'notify', alert: { kind: 'profileUpdated' } }],
      };
    case 'saveLowBalance error':
      return {
        context: { ...was, error: LOW_BALANCE_FAILURE },
        state: 'editing.failed',
        effects: [
          { kind: 'notify', alert: { kind: 'profileUpdateFailed', message: LOW_BALANCE_FAILURE } },
        ],
      };
    case 'updateProfile error':
      return {
        context: { ...was, error: UPDATE_FAILURE },
        state: 'editing.failed',
        effects: [
          { kind: 'notify', alert: { kind: 'profileUpdateFailed', message: UPDATE_FAILURE } },
        ],
      };
    case 'back':
      return { ...same, effects: [{ kind: 'navigate', to: { screen: 'home' } }] };
    default: {
      // The 'edit …' steps: the edited fields change and lose their messages.
      const edit = event.values as Partial<ProfileFormFields>;
      const errors = Object.fromEntries(
        Object.entries(was.errors).filter(([field]) => !(field in edit)),
      );
      return {
        ...same,
        context: { ...was, values: { ...was.values, ...edit }, errors },
        state: 'editing.idle',
      };
    }
  }
}

const paths = profilePaths();
const BUSY = new Set(['reading', 'saving', 'savingAlert']);

describe('profile machine paths', () => {
  for (const path of paths) {
    it(path.title, () => {
      const effects: Effect[] = [];
      const replay: Replay<ProfileContext, Effect> = {
        machine: recordingMachine(effects),
        effects,
        start: { state: 'reading', context: opened(EMPTY_FORM) },
        expectStep: (step, was) => expectStep(step.label, step.event, was),
      };
      for (const { label, snapshot, actual, expected } of replayPath(path, replay)) {
        expect(actual, label).toEqual(expected);
        expect(snapshot.hasTag('busy'), label).toBe(BUSY.has(expected.state));
      }
    });
  }
});

const EMPTY_START = { profile: null, lastKnownProfile: null };

/** The form open for editing: the alert read (none saved), every save left running. */
async function editingActor(effects: Effect[] = []) {
  const machine = recordingMachine(effects).provide({
    actors: { readLowBalance: fromPromise<number | null>(async () => null) },
  });
  const actor = createActor(machine, { input: EMPTY_START }).start();
  await waitFor(actor, (snapshot) => snapshot.matches('editing'), { timeout: 1000 });
  return actor;
}

describe('profile machine rules off the paths', () => {
  it('refuses a phone change without a digit (spec §5)', async () => {
    const actor = await editingActor();
    actor.send({ type: 'profile.phone.edit', phone: '021' });
    expect(actor.getSnapshot().can({ type: 'profile.phone.edit', phone: 'none' })).toBe(false);
    actor.send({ type: 'profile.phone.edit', phone: 'none' });
    expect(actor.getSnapshot().context.values.phone).toBe('021');
    actor.stop();
  });

  it('lets the phone be emptied: it is optional (spec §5 applies to a phone that is there)', async () => {
    const actor = await editingActor();
    actor.send({ type: 'profile.phone.edit', phone: '0' });
    actor.send({ type: 'profile.phone.edit', phone: '' });
    expect(actor.getSnapshot().context.values.phone).toBe('');
    actor.stop();
  });

  it('takes no edits while the alert is read or a save is running', async () => {
    const reading = createActor(recordingMachine([]), { input: EMPTY_START }).start();
    expect(reading.getSnapshot().can({ type: 'profile.edit', values: { firstName: 'A' } })).toBe(
      false,
    );
    expect(reading.getSnapshot().can({ type: 'profile.save' })).toBe(false);
    reading.stop();
    const actor = await editingActor();
    actor.send({ type: 'profile.edit', values: { firstName: 'Ann', lastName: 'Lee' } });
    actor.send({ type: 'profile.save' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'profile.edit', values: { firstName: '' } })).toBe(
      false,
    );
    expect(actor.getSnapshot().can({ type: 'profile.save' })).toBe(false);
    actor.stop();
  });

  it('clears a saved alert when the field is emptied', async () => {
    const effects: Effect[] = [];
    const machine = recordingMachine(effects).provide({
      actors: {
        readLowBalance: fromPromise<number | null>(async () => SAVED_LOW_BALANCE_CENTS),
        updateProfile: fromPromise<Profile, ProfileUpdateRequest>(async () => PROFILE),
      },
    });
    const actor = createActor(machine, { input: { profile: PROFILE, lastKnownProfile: null } });
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'), { timeout: 1000 });
    expect(actor.getSnapshot().context.values.lowBalanceAlert).toBe('5.00');
    actor.send({ type: 'profile.edit', values: { lowBalanceAlert: ' ' } });
    actor.send({ type: 'profile.save' });
    await waitFor(actor, (snapshot) => snapshot.matches('savingAlert'), { timeout: 1000 });
    expect(effects).toContainEqual({
      kind: 'call',
      name: 'saveLowBalance',
      input: { cents: null },
    });
    actor.stop();
  });

  it('keeps the saved alert while notifications are opted out, whatever the field holds', async () => {
    const effects: Effect[] = [];
    const machine = recordingMachine(effects).provide({
      actors: {
        readLowBalance: fromPromise<number | null>(async () => SAVED_LOW_BALANCE_CENTS),
        updateProfile: fromPromise<Profile, ProfileUpdateRequest>(async () => ({
          ...PROFILE,
          notificationOptOut: true,
        })),
      },
    });
    const actor = createActor(machine, { input: { profile: PROFILE, lastKnownProfile: null } });
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'), { timeout: 1000 });
    actor.send({
      type: 'profile.edit',
      values: { lowBalanceAlert: 'ten', notificationOptOut: true },
    });
    actor.send({ type: 'profile.save' });
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'saved' }), { timeout: 1000 });
    expect(effects.filter((effect) => effect.kind === 'call')).toEqual([]);
    actor.stop();
  });
});

describe('profile chart and the session', () => {
  it('tells the session the saved profile and the next screen, by events', async () => {
    const chart = profileMachine.provide({
      actors: profileActors({
        updateProfile: async () => SAVED_PROFILE,
        readLowBalance: async () => null,
        saveLowBalance: async (cents) => cents,
      }),
    });
    const {
      session,
      flow: profile,
      received,
    } = runUnderSession(chart, {
      profile: PROFILE,
      lastKnownProfile: null,
    });
    await waitFor(profile, (snapshot) => snapshot.matches('editing'), { timeout: 1000 });
    profile.send({ type: 'profile.save' });
    await waitFor(profile, (snapshot) => snapshot.matches({ editing: 'saved' }), { timeout: 1000 });
    profile.send({ type: 'profile.back' });
    expect(received).toEqual([
      { type: 'session.profile.saved', profile: SAVED_PROFILE },
      { type: 'session.navigate', screen: 'home' },
    ]);
    session.stop();
  });
});

describe('profile machine coverage', () => {
  it('walks every declared transition', () => {
    const machine = recordingMachine([]);
    const taken = takenTransitions(machine, eventSequences(paths));
    expect(uncoveredTransitions(machine, taken)).toEqual([]);
  });

  it('names every path uniquely and safely for `vitest -t`', () => {
    expect(unselectablePathNames(paths)).toEqual([]);
  });
});
