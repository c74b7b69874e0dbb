// Model-based tests: every generated path is replayed in a real actor whose effects are recorded
// (never-settling API calls, navigate, selectRegistration, storeCustomer). The test keeps its own
// account of what the customer did and what the server answered, and after each step compares
// the machine's whole context, its calls and its effects with what spec §4/§5/§8 and DESIGN §3
// ask for.
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, type AnyEventObject, createActor } from 'xstate';
import type { EventRegistration } from '../../src/domain/registration';
import { stateName } from '../testing/model-paths';
import { takenTransitions, uncoveredTransitions } from '../testing/transition-coverage';
import { type TagRegistrationContext, tagRegistrationMachine } from './tag-registration-machine';
import {
  CLAIM_FAILURE,
  HELD_REGISTRATION,
  HELD_TAG_TYPED,
  HOLDER,
  NEW_TAG_TYPED,
  NEW_TAG_UID,
  REFRESHED_CUSTOMER,
  SEARCH_FAILURE,
  searchResult,
  tagRegistrationPaths,
} from './tag-registration-model';
import { tagRegistrationActors } from './tag-registration-services';
import type {
  TagField,
  TagFormValues,
  TagNavigation,
  TagSearchResult,
} from './tag-registration-types';

type Effect =
  | { kind: 'call'; name: string; input?: unknown }
  | { kind: 'navigate'; to: TagNavigation }
  | { kind: 'selectRegistration'; registration: EventRegistration }
  | { kind: 'storeCustomer'; customer: unknown };

function recordingMachine(effects: Effect[]) {
  const call =
    (name: string) =>
    (input?: unknown): Promise<never> => {
      effects.push(input === undefined ? { kind: 'call', name } : { kind: 'call', name, input });
      return new Promise(() => {});
    };
  return tagRegistrationMachine.provide({
    actors: tagRegistrationActors({
      findTag: call('findTag'),
      claimTag: call('claimTag'),
      fetchCustomer: call('fetchCustomer'),
    }),
    actions: {
      navigate: (_, to) => effects.push({ kind: 'navigate', to }),
      selectRegistration: (_, { registration }) =>
        effects.push({ kind: 'selectRegistration', registration }),
      storeCustomer: (_, { customer }) => effects.push({ kind: 'storeCustomer', customer }),
    },
  });
}

const BLANK: TagFormValues = { tagNumber: '', serial: '', firstName: '', lastName: '', email: '' };

// spec §5: the tag number exactly 14 characters, the serial 3 to 6, the rest required. The
// model's typed values are known, so each rule is a plain lookup of what was typed.
const VALID_TAG_NUMBERS = [NEW_TAG_TYPED, HELD_TAG_TYPED];
function invalidFields(form: TagFormValues): TagField[] {
  const invalid: TagField[] = [];
  if (!VALID_TAG_NUMBERS.includes(form.tagNumber)) invalid.push('tagNumber');
  if (form.serial.trim().length < 3) invalid.push('serial');
  for (const field of ['firstName', 'lastName', 'email'] as const) {
    if (form[field].trim() === '') invalid.push(field);
  }
  return invalid;
}

function withForm(was: TagRegistrationContext, values: TagFormValues) {
  const stillInvalid = invalidFields(values);
  return { ...was, values, invalid: was.invalid.filter((field) => stillInvalid.includes(field)) };
}

const CLEARED = { result: null, registration: null, error: null } as const;

/** What the machine should hold and do after a step; state null means "where it was". */
interface Expected {
  context: TagRegistrationContext;
  state: string | null;
  effects: Effect[];
}

function expectStep(label: string, event: AnyEventObject, was: TagRegistrationContext): Expected {
  const same = { context: was, state: null, effects: [] };
  const form = was.values;
  switch (label) {
    case 'prefill': {
      const fill = (typed: string, known: string) => (typed.trim() === '' ? known : typed);
      const values = {
        ...form,
        firstName: fill(form.firstName, HOLDER.firstName),
        lastName: fill(form.lastName, HOLDER.lastName),
        email: fill(form.email, HOLDER.email),
      };
      return { ...same, context: withForm(was, values) };
    }
    case 'edit new tag':
    case 'edit held tag':
    case 'edit short serial':
      return { ...same, context: withForm(was, { ...form, ...event.values }) };
    case 'find': {
      const invalid = invalidFields(form);
      if (invalid.length > 0) return { ...same, context: { ...was, invalid } };
      if (form.tagNumber === HELD_TAG_TYPED) {
        // The pre-check: the customer's current registration holds it, no search.
        return {
          context: { ...was, registration: HELD_REGISTRATION },
          state: 'alreadyRegistered',
          effects: [{ kind: 'selectRegistration', registration: HELD_REGISTRATION }],
        };
      }
      // The archived registration holding the same uid does not count (DESIGN §3).
      const input = {
        uid: NEW_TAG_UID,
        serial: '123',
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email: 'ann.lee@example.com',
      };
      return {
        context: { ...was, ...CLEARED },
        state: 'searching',
        effects: [{ kind: 'call', name: 'findTag', input }],
      };
    }
    case 'findTag error':
      return { ...same, context: { ...was, error: SEARCH_FAILURE }, state: 'searchFailed' };
    case 'register tag':
      return {
        ...same,
        state: 'claiming',
        effects: [
          { kind: 'call', name: 'claimTag', input: { uid: NEW_TAG_UID, eventId: 'evt-3' } },
        ],
      };
    case 'go to wallet':
      return {
        ...same,
        state: 'walletOpened',
        effects: [{ kind: 'navigate', to: { to: '/event/wallet' } }],
      };
    case 'close dialog':
      return { ...same, context: { ...was, ...CLEARED }, state: 'editing' };
    case 'claimTag done':
      return { ...same, state: 'refreshing', effects: [{ kind: 'call', name: 'fetchCustomer' }] };
    case 'claimTag error':
      return { ...same, context: { ...was, error: CLAIM_FAILURE }, state: 'claimFailed' };
    case 'fetchCustomer done':
      return {
        ...same,
        state: 'claimed',
        effects: [
          { kind: 'storeCustomer', customer: REFRESHED_CUSTOMER },
          { kind: 'navigate', to: { to: '/home' } },
        ],
      };
    case 'fetchCustomer error':
      return { ...same, state: 'claimed', effects: [{ kind: 'navigate', to: { to: '/home' } }] };
    case 'back':
      return { ...same, effects: [{ kind: 'navigate', to: { to: '/home' } }] };
    default: {
      // 'findTag done <STATUS>': CLAIMED_BY_CALLER is the already-registered dialog (spec §4),
      // every other status the result dialog.
      const result: TagSearchResult = event.output;
      expect(label).toBe(`findTag done ${result.status}`);
      const state = result.status === 'CLAIMED_BY_CALLER' ? 'alreadyRegistered' : 'result';
      return { ...same, context: { ...was, result }, state };
    }
  }
}

const BUSY = ['searching', 'claiming', 'refreshing'];
const byKind = (a: Effect, b: Effect) => JSON.stringify(a).localeCompare(JSON.stringify(b), 'en');

const paths = tagRegistrationPaths();

describe('tag registration machine paths', () => {
  for (const path of paths) {
    it(path.description, () => {
      const effects: Effect[] = [];
      const actor: AnyActorRef = createActor(recordingMachine(effects)).start();
      let context: TagRegistrationContext = { values: BLANK, invalid: [], ...CLEARED };
      for (const step of path.steps) {
        const before = stateName(actor.getSnapshot().value);
        actor.send(step.event);
        const after = actor.getSnapshot();
        const expected = expectStep(step.label, step.event, context);
        context = expected.context;
        expect(stateName(after.value), step.label).toBe(step.state);
        expect(step.state, step.label).toBe(expected.state ?? before);
        expect([...effects].sort(byKind), step.label).toEqual([...expected.effects].sort(byKind));
        effects.length = 0;
        expect(after.context, step.label).toEqual(context);
        expect(after.hasTag('busy'), step.label).toBe(BUSY.includes(step.state));
        if (step.state === 'result') {
          // spec §4: only AVAILABLE allows 'Register Tag'.
          const available = context.result?.status === 'AVAILABLE';
          expect(after.can({ type: 'tag.claim' }), step.label).toBe(available);
        }
      }
      actor.stop();
    });
  }
});

describe('tag registration machine rules off the paths', () => {
  it('keeps the register button shut for a tag another account holds', () => {
    const effects: Effect[] = [];
    const actor: AnyActorRef = createActor(recordingMachine(effects)).start();
    actor.send({ type: 'tag.prefill', profile: HOLDER });
    actor.send({ type: 'tag.edit', values: { tagNumber: NEW_TAG_TYPED, serial: '123456' } });
    actor.send({ type: 'tag.find', registrations: [] });
    actor.send({ type: 'xstate.done.actor.findTag', output: searchResult('CLAIMED') });
    actor.send({ type: 'tag.claim' });
    expect(stateName(actor.getSnapshot().value)).toBe('result');
    expect(effects.filter((effect) => effect.kind === 'call')).toHaveLength(1);
    actor.stop();
  });

  it('refuses a serial longer than 6 characters', () => {
    const actor = createActor(recordingMachine([])).start();
    actor.send({ type: 'tag.prefill', profile: HOLDER });
    actor.send({ type: 'tag.edit', values: { tagNumber: NEW_TAG_TYPED, serial: '1234567' } });
    actor.send({ type: 'tag.find', registrations: [] });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.invalid).toEqual(['serial']);
    actor.stop();
  });
});

describe('tag registration machine coverage', () => {
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
