// Model-based tests: every generated path is replayed in a real actor whose effects are recorded
// (a never-settling update call, navigate, notify, storeProfile). The test keeps its own copy of
// the form as the customer filled it, and after each step compares the machine's context, the
// call it made and the alerts it raised with what spec §5/§7/§8 ask for.
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, type AnyEventObject, createActor } from 'xstate';
import {
  BIRTH_DATE_FUTURE_ERROR,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  type ProfileFormErrors,
} from '../../src/domain/profile-rules';
import { stateName } from '../testing/model-paths';
import { takenTransitions, uncoveredTransitions } from '../testing/transition-coverage';
import { profileMachine } from './profile-machine';
import {
  FUTURE_BIRTH_DATE,
  profilePaths,
  SAVED_PROFILE,
  TYPED_PHONE,
  UPDATE_FAILURE,
} from './profile-model';
import { profileActors } from './profile-services';
import type { ProfileAlert, ProfileFormFields, ProfileNavigation } from './profile-types';

type Effect =
  | { kind: 'call'; name: string; input: unknown }
  | { kind: 'navigate'; to: ProfileNavigation }
  | { kind: 'notify'; alert: ProfileAlert }
  | { kind: 'storeProfile'; profile: unknown };

function recordingMachine(effects: Effect[]) {
  return profileMachine.provide({
    actors: profileActors({
      updateProfile: (input) => {
        effects.push({ kind: 'call', name: 'updateProfile', input });
        return new Promise(() => {});
      },
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
};
const LOADED_FORM: ProfileFormFields = {
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '021 555 0101',
  birthDate: '17/05/1990',
  countryCode: 'NZ',
  marketingOptOut: false,
  notificationOptOut: false,
};
const SAVED_FORM: ProfileFormFields = {
  ...LOADED_FORM,
  phone: '+64215550101',
  countryCode: 'AU',
  marketingOptOut: true,
  notificationOptOut: true,
};
const ISO_BIRTH_DATES: Record<string, string | null> = { '': null, '17/05/1990': '1990-05-17' };

function expectedErrors(form: ProfileFormFields): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (form.firstName.trim() === '') errors.firstName = FIRST_NAME_REQUIRED;
  if (form.lastName.trim() === '') errors.lastName = LAST_NAME_REQUIRED;
  if (form.birthDate === FUTURE_BIRTH_DATE) errors.birthDate = BIRTH_DATE_FUTURE_ERROR;
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

/** The form, field messages and effects one step should lead to, from the spec's rules. */
interface Expected {
  form: ProfileFormFields;
  errors: ProfileFormErrors;
  state: string | null;
  effects: Effect[];
}

function expectStep(label: string, event: AnyEventObject, was: Expected): Expected {
  const next: Expected = { ...was, state: null, effects: [] };
  switch (label) {
    case 'load profile':
      return { ...next, form: LOADED_FORM, errors: {} };
    case 'edit phone':
      return { ...next, form: { ...was.form, phone: TYPED_PHONE }, state: 'editing.idle' };
    case 'save': {
      const errors = expectedErrors(was.form);
      if (Object.keys(errors).length === 0) {
        const call = { kind: 'call', name: 'updateProfile', input: expectedRequest(was.form) };
        return { ...next, errors, state: 'saving', effects: [call as Effect] };
      }
      const alert: Effect[] = errors.birthDate
        ? [{ kind: 'notify', alert: { kind: 'birthDateInvalid', message: errors.birthDate } }]
        : [];
      return { ...next, errors, effects: alert };
    }
    case 'updateProfile done':
      return {
        form: SAVED_FORM,
        errors: {},
        state: 'editing.saved',
        effects: [
          { kind: 'storeProfile', profile: SAVED_PROFILE },
          { kind: 'notify', alert: { kind: 'profileUpdated' } },
        ],
      };
    case 'updateProfile error':
      return {
        ...next,
        state: 'editing.failed',
        effects: [
          { kind: 'notify', alert: { kind: 'profileUpdateFailed', message: UPDATE_FAILURE } },
        ],
      };
    case 'back':
      return { ...next, effects: [{ kind: 'navigate', to: { to: '/home' } }] };
    default: {
      // The 'edit …' steps: the edited fields change and lose their messages.
      const edit = event.values as Partial<ProfileFormFields>;
      const errors = Object.fromEntries(
        Object.entries(was.errors).filter(([field]) => !(field in edit)),
      );
      return { ...next, form: { ...was.form, ...edit }, errors, state: 'editing.idle' };
    }
  }
}

const byKind = (a: Effect, b: Effect) => JSON.stringify(a).localeCompare(JSON.stringify(b), 'en');

const paths = profilePaths();

describe('profile machine paths', () => {
  for (const path of paths) {
    it(path.title, () => {
      const effects: Effect[] = [];
      const actor: AnyActorRef = createActor(recordingMachine(effects)).start();
      let expected: Expected = { form: EMPTY_FORM, errors: {}, state: null, effects: [] };
      let lastFailure: string | null = null;
      for (const step of path.steps) {
        const before = stateName(actor.getSnapshot().value);
        actor.send(step.event);
        const after = actor.getSnapshot();
        expected = expectStep(step.label, step.event, expected);
        expect(stateName(after.value), step.label).toBe(step.state);
        // Steps that name no state leave the machine where it was.
        expect(step.state, step.label).toBe(expected.state ?? before);
        expect([...effects].sort(byKind), step.label).toEqual([...expected.effects].sort(byKind));
        effects.length = 0;
        expect(after.context.values, step.label).toEqual(expected.form);
        expect(after.context.errors, step.label).toEqual(expected.errors);
        if (step.label === 'updateProfile error') lastFailure = UPDATE_FAILURE;
        if (step.state === 'saving') lastFailure = null;
        expect(after.context.error, step.label).toBe(lastFailure);
        expect(after.hasTag('busy'), step.label).toBe(step.state === 'saving');
      }
      actor.stop();
    });
  }
});

describe('profile machine rules off the paths', () => {
  it('refuses a phone change without a digit (spec §5)', () => {
    const actor = createActor(recordingMachine([])).start();
    actor.send({ type: 'profile.phone.edit', phone: '021' });
    expect(actor.getSnapshot().can({ type: 'profile.phone.edit', phone: 'none' })).toBe(false);
    actor.send({ type: 'profile.phone.edit', phone: 'none' });
    expect(actor.getSnapshot().context.values.phone).toBe('021');
    actor.stop();
  });

  it('takes no edits while a save is running', () => {
    const effects: Effect[] = [];
    const actor = createActor(recordingMachine(effects)).start();
    actor.send({ type: 'profile.edit', values: { firstName: 'Ann', lastName: 'Lee' } });
    actor.send({ type: 'profile.save' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'profile.edit', values: { firstName: '' } })).toBe(
      false,
    );
    expect(actor.getSnapshot().can({ type: 'profile.save' })).toBe(false);
    actor.stop();
  });
});

describe('profile machine coverage', () => {
  it('walks every declared transition', () => {
    const machine = recordingMachine([]);
    const taken = takenTransitions(
      machine,
      paths.map((path) => path.steps.map((step) => step.event)),
    );
    expect(uncoveredTransitions(machine, taken)).toEqual([]);
  });

  it('names every path uniquely and safely for `vitest -t`', () => {
    const descriptions = paths.map((path) => path.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) expect(description).not.toMatch(/[\\^$*+?()[\]{}|]/);
  });
});
