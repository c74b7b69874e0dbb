// Model-based tests: every generated path of each kind is replayed in a real actor whose effects
// are recorded (never-settling API calls, the camera alert, and the events for the session:
// navigate and customerChanged). The test keeps its own account of what the customer did and
// what the server and the session answered, and after each step compares the chart's state, its
// whole context, its calls and its effects with what spec §4/§5/§8 and DESIGN §3 ask for.
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, type AnyEventObject, createActor, fromPromise, waitFor } from 'xstate';
import type { Customer, EventRegistration } from '../../../../core/contracts/customer-contract';
import { stateName, unselectablePathNames } from '../../../../test-support/charts/model-paths';
import {
  type CallEffect,
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
import type { ScreenRequest } from '../../../chart-shared/screen-name';
import { type RegistrationContext, registrationMachine } from './registration-machine';
import {
  CLAIM_FAILURE,
  CLAIMED_WALLET,
  CUSTOMER_EVENT_AHEAD,
  CUSTOMER_FAILURE,
  HELD_REGISTRATION,
  HELD_TAG_TYPED,
  INPUTS,
  NEW_TAG_TYPED,
  NEW_TAG_UID,
  REGISTRATIONS,
  registrationPaths,
  SCANNED_TICKET,
  SEARCH_FAILURE,
  TYPED_TICKET,
  tagResult,
  ticketResult,
} from './registration-model';
import { registrationActors } from './registration-services';
import type {
  RegistrationAlert,
  RegistrationClaim,
  RegistrationClaimed,
  RegistrationField,
  RegistrationFormValues,
  RegistrationInput,
  RegistrationKind,
  RegistrationResult,
} from './registration-types';

type Effect =
  | CallEffect
  | { kind: 'navigate'; to: ScreenRequest }
  | { kind: 'customerChanged' }
  | { kind: 'notify'; alert: RegistrationAlert };

function recordingMachine(effects: Effect[]) {
  const call = (name: string) => recordedCall(effects, name);
  return registrationMachine.provide({
    actors: registrationActors({
      findTicket: call('findTicket'),
      claimTicket: call('claimTicket'),
      findTag: call('findTag'),
      claimTag: call('claimTag'),
    }),
    actions: {
      navigate: (_, to) => effects.push({ kind: 'navigate', to }),
      customerChanged: () => effects.push({ kind: 'customerChanged' }),
      notify: (_, alert) => effects.push({ kind: 'notify', alert }),
    },
  });
}

// spec §5: every ticket field required; the tag number exactly 14 characters, the serial 3 to 6,
// the rest required. The model's typed values are known, so each rule is a plain lookup.
// As typed, and as a band read over NFC fills it in.
const VALID_TAG_NUMBERS = [NEW_TAG_TYPED, HELD_TAG_TYPED, NEW_TAG_UID];
const isBlank = (value: string) => value.trim() === '';
function invalidFields(kind: RegistrationKind, form: RegistrationFormValues): RegistrationField[] {
  const invalid: RegistrationField[] = [];
  if (kind === 'ticket' && isBlank(form.number)) invalid.push('number');
  if (kind === 'tag' && !VALID_TAG_NUMBERS.includes(form.number)) invalid.push('number');
  if (kind === 'tag' && form.serial.trim().length < 3) invalid.push('serial');
  for (const field of ['firstName', 'lastName', 'email'] as const) {
    if (isBlank(form[field])) invalid.push(field);
  }
  return invalid;
}

const CLEARED = {
  result: null,
  error: null,
  walletId: null,
  registration: null,
  claimFailure: null,
} satisfies Partial<RegistrationContext>;

/** Where the chart starts: the form prefilled from the profile (spec §5), nothing searched. */
function startingContext(input: RegistrationInput): RegistrationContext {
  const values = { number: '', serial: '', firstName: '', lastName: '', email: '' };
  if (input.profile) Object.assign(values, input.profile);
  return { kind: input.kind, values, invalid: [], registrations: input.registrations, ...CLEARED };
}

function withForm(was: RegistrationContext, values: RegistrationFormValues) {
  const stillInvalid = invalidFields(was.kind, values);
  return { ...was, values, invalid: was.invalid.filter((field) => stillInvalid.includes(field)) };
}

const claimedIn = (customer: Customer) =>
  customer.eventRegistrationList.find((r) => r.walletId === CLAIMED_WALLET) as EventRegistration;

/** What the chart should hold and do after a step; state null means "where it was". */
interface Expected {
  context: RegistrationContext;
  state: string | null;
  effects: Effect[];
}

// The holder details as sent: trimmed, the e-mail lower-cased (spec §5 General). No path
// searches with any but the profile's, since a blank last name stops the search.
const SENT_HOLDER = { firstName: 'Ann', lastName: 'Lee', email: 'ann.lee@example.com' };

function expectFind(was: RegistrationContext): Expected {
  const same = { context: was, state: null, effects: [] };
  const form = was.values;
  const invalid = invalidFields(was.kind, form);
  if (invalid.length > 0) return { ...same, context: { ...was, invalid } };
  if (was.kind === 'ticket') {
    const request = { ticketNumber: 'TCK-1001', ...SENT_HOLDER };
    return {
      context: { ...was, ...CLEARED },
      state: 'searching',
      effects: [{ kind: 'call', name: 'findTicket', input: request }],
    };
  }
  if (form.number === HELD_TAG_TYPED) {
    // The pre-check: the customer's current registration holds it, no search.
    return {
      ...same,
      context: { ...was, registration: HELD_REGISTRATION },
      state: 'dialog.alreadyRegistered',
    };
  }
  // The archived registration holding the same uid does not count (DESIGN §3).
  const request = { uid: NEW_TAG_UID, serial: '123', ...SENT_HOLDER };
  return {
    context: { ...was, ...CLEARED },
    state: 'searching',
    effects: [{ kind: 'call', name: 'findTag', input: request }],
  };
}

function expectClaim(was: RegistrationContext): Expected {
  const result = was.result as RegistrationResult;
  const effect: Effect =
    result.kind === 'ticket'
      ? {
          kind: 'call',
          name: 'claimTicket',
          input: { ticketNumber: 'TCK-1001', eventId: 'evt-2', ...SENT_HOLDER },
        }
      : { kind: 'call', name: 'claimTag', input: { uid: NEW_TAG_UID, eventId: 'evt-3' } };
  return { context: was, state: 'claiming', effects: [effect] };
}

function expectStep(label: string, event: AnyEventObject, was: RegistrationContext): Expected {
  const same = { context: was, state: null, effects: [] };
  const form = was.values;
  switch (label) {
    case 'edit ticket number':
    case 'edit blank last name':
    case 'edit new tag':
    case 'edit held tag':
    case 'edit short serial':
      return { ...same, context: withForm(was, { ...form, ...event.values }) };
    case 'open camera':
      return { ...same, state: 'editing.scanning' };
    case 'close camera':
      return { ...same, state: 'editing.idle' };
    case 'scan ticket':
      return {
        ...same,
        context: withForm(was, { ...form, number: SCANNED_TICKET }),
        state: 'editing.idle',
      };
    case 'deny camera':
      return {
        ...same,
        state: 'editing.idle',
        effects: [{ kind: 'notify', alert: { kind: 'cameraPermission' } }],
      };
    case 'open band reader':
      return { ...same, state: 'editing.reading' };
    case 'close band reader':
      return { ...same, state: 'editing.idle' };
    case 'read band':
      // The chip's serial number is the tag number, as the search wants it.
      return {
        ...same,
        context: withForm(was, { ...form, number: NEW_TAG_UID }),
        state: 'editing.idle',
      };
    case 'read other chip':
      return {
        ...same,
        state: 'editing.idle',
        effects: [{ kind: 'notify', alert: { kind: 'bandUnreadable' } }],
      };
    case 'band reader failed':
      return {
        ...same,
        state: 'editing.idle',
        effects: [{ kind: 'notify', alert: { kind: 'bandReadFailed' } }],
      };
    case 'find':
      return expectFind(was);
    case 'findRegistration error':
      return { ...same, context: { ...was, error: SEARCH_FAILURE }, state: 'dialog.searchFailed' };
    case 'claim':
      return expectClaim(was);
    case 'go to wallet':
      return {
        ...same,
        state: 'walletOpened',
        effects: [
          {
            kind: 'navigate',
            to: { screen: 'wallet', registration: was.registration?.walletId ?? null },
          },
        ],
      };
    case 'close dialog':
      return { ...same, context: { ...was, ...CLEARED }, state: 'editing.idle' };
    case 'claimRegistration done':
      // A ticket waits for the session's customer; a tag goes home at once.
      return was.kind === 'ticket'
        ? {
            context: { ...was, walletId: CLAIMED_WALLET },
            state: 'refreshing',
            effects: [{ kind: 'customerChanged' }],
          }
        : {
            ...same,
            state: 'claimed',
            effects: [
              { kind: 'customerChanged' },
              { kind: 'notify', alert: { kind: 'tagRegistered' } },
              { kind: 'navigate', to: { screen: 'home' } },
            ],
          };
    case 'claimRegistration error':
      return {
        ...same,
        context: { ...was, error: CLAIM_FAILURE, claimFailure: 'claimFailed' },
        state: 'dialog.claimFailed',
      };
    case 'customer loaded event ahead':
    case 'customer loaded event started': {
      const registration = claimedIn(event.customer);
      // DESIGN §3: a claim goes to top up while the event is PUBLISHED, else home.
      const screen = label.endsWith('ahead') ? 'topUp' : 'home';
      return {
        context: { ...was, registration },
        state: 'claimed',
        effects: [
          { kind: 'notify', alert: { kind: 'ticketAdded' } },
          { kind: 'navigate', to: { screen, registration: CLAIMED_WALLET } },
        ],
      };
    }
    case 'customer loaded without claim':
      return {
        ...same,
        context: { ...was, claimFailure: 'registrationNotFound' },
        state: 'dialog.claimFailed',
      };
    case 'customer failed':
      return {
        ...same,
        context: { ...was, error: CUSTOMER_FAILURE, claimFailure: 'registrationNotFound' },
        state: 'dialog.claimFailed',
      };
    case 'back':
      return { ...same, state: 'closed', effects: [{ kind: 'navigate', to: { screen: 'home' } }] };
    default: {
      // 'findRegistration done <STATUS>': the dialog shows what the server found; a tag the
      // caller holds already is the already-registered dialog (spec §4).
      const result: RegistrationResult = event.output;
      expect(label).toBe(`findRegistration done ${result.status}`);
      const held = result.kind === 'tag' && result.status === 'CLAIMED_BY_CALLER';
      return {
        ...same,
        context: { ...was, result },
        state: held ? 'dialog.alreadyRegistered' : 'dialog.result',
      };
    }
  }
}

const BUSY = ['searching', 'claiming', 'refreshing'];
// spec §4: only FOUND_VALID allows 'Add Ticket', only AVAILABLE 'Register Tag'.
const CLAIMABLE = ['FOUND_VALID', 'AVAILABLE'];

const KINDS: RegistrationKind[] = ['ticket', 'tag'];
const paths = { ticket: registrationPaths('ticket'), tag: registrationPaths('tag') };

for (const kind of KINDS) {
  describe(`${kind} registration paths`, () => {
    for (const path of paths[kind]) {
      it(path.title, () => {
        const effects: Effect[] = [];
        const input = INPUTS[kind];
        const replay: Replay<RegistrationContext, Effect> = {
          machine: recordingMachine(effects),
          effects,
          input,
          start: { state: 'editing.idle', context: startingContext(input) },
          expectStep: (step, was) => expectStep(step.label, step.event, was),
        };
        for (const { label, snapshot, actual, expected } of replayPath(path, replay)) {
          expect(actual, label).toEqual(expected);
          expect(snapshot.hasTag('busy'), label).toBe(BUSY.includes(expected.state));
          if (expected.state === 'dialog.result') {
            const claimable = CLAIMABLE.includes(expected.context.result?.status ?? '');
            expect(snapshot.can({ type: 'registration.claim' }), label).toBe(claimable);
          }
        }
      });
    }
  });
}

describe('registration chart rules off the paths', () => {
  it('keeps the claim buttons shut for every other status', () => {
    const refused = [
      {
        input: INPUTS.ticket,
        number: TYPED_TICKET,
        serial: '',
        result: ticketResult('FOUND_CLAIMED'),
      },
      { input: INPUTS.tag, number: NEW_TAG_TYPED, serial: '123456', result: tagResult('CLAIMED') },
    ];
    for (const { input, number, serial, result } of refused) {
      const effects: Effect[] = [];
      const actor: AnyActorRef = createActor(recordingMachine(effects), { input }).start();
      actor.send({ type: 'registration.edit', values: { number, serial } });
      actor.send({ type: 'registration.find' });
      actor.send({ type: 'xstate.done.actor.findRegistration', output: result });
      actor.send({ type: 'registration.claim' });
      expect(stateName(actor.getSnapshot().value)).toBe('dialog.result');
      expect(effects.filter((effect) => effect.kind === 'call')).toHaveLength(1);
      actor.stop();
    }
  });

  it('never reads a band over NFC for a ticket search', () => {
    const actor = createActor(recordingMachine([]), { input: INPUTS.ticket }).start();
    expect(actor.getSnapshot().can({ type: 'registration.band.open' })).toBe(false);
    actor.stop();
  });

  it('refuses a serial longer than 6 characters', () => {
    const actor = createActor(recordingMachine([]), { input: INPUTS.tag }).start();
    actor.send({ type: 'registration.edit', values: { number: NEW_TAG_TYPED, serial: '1234567' } });
    actor.send({ type: 'registration.find' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.invalid).toEqual(['serial']);
    actor.stop();
  });

  it('looks for a ticket even when its number is a tag the customer holds', () => {
    const effects: Effect[] = [];
    const actor = createActor(recordingMachine(effects), { input: INPUTS.ticket }).start();
    actor.send({ type: 'registration.edit', values: { number: HELD_TAG_TYPED } });
    actor.send({ type: 'registration.find' });
    expect(actor.getSnapshot().value).toBe('searching');
    expect(effects).toEqual([
      {
        kind: 'call',
        name: 'findTicket',
        input: { ticketNumber: HELD_TAG_TYPED, ...SENT_HOLDER },
      },
    ]);
    actor.stop();
  });

  it('starts blank without a profile and never opens a camera for a tag', () => {
    const input: RegistrationInput = { kind: 'tag', profile: null, registrations: REGISTRATIONS };
    const actor = createActor(recordingMachine([]), { input }).start();
    expect(actor.getSnapshot().context.values.firstName).toBe('');
    expect(actor.getSnapshot().can({ type: 'registration.camera.open' })).toBe(false);
    actor.stop();
  });
});

// Every call here answers at once: a chart that does not get there fails within 2 s instead of
// hanging until the runner's timeout.
const SETTLED = { timeout: 2000 };

// The server's answers: a result without the kind, which the chart's actors add.
type Answer<K extends RegistrationKind> = Omit<Extract<RegistrationResult, { kind: K }>, 'kind'>;
function answerOf<K extends RegistrationKind>(result: RegistrationResult): Answer<K> {
  const { kind: _, ...answer } = result;
  return answer as unknown as Answer<K>;
}

describe('the registration chart with the real actors and a session', () => {
  it('fails a search loudly while the app has not provided the API', async () => {
    const actor = createActor(registrationMachine, { input: INPUTS.ticket }).start();
    actor.send({ type: 'registration.edit', values: { number: TYPED_TICKET } });
    actor.send({ type: 'registration.find' });
    const failed = await waitFor(
      actor,
      (snapshot) => snapshot.matches({ dialog: 'searchFailed' }),
      SETTLED,
    );
    expect(failed.context.error).toBe('The registration machine was not provided an API');
    actor.stop();
  });

  it('tells the session where to go and that the customer changed, for a ticket', async () => {
    const calls: unknown[] = [];
    const api = {
      findTicket: async (request: unknown) => {
        calls.push(['findTicket', request]);
        return answerOf<'ticket'>(ticketResult('FOUND_VALID'));
      },
      claimTicket: async (request: unknown) => {
        calls.push(['claimTicket', request]);
        return { walletId: CLAIMED_WALLET };
      },
      findTag: () => Promise.reject(new Error('no tag here')),
      claimTag: () => Promise.reject(new Error('no tag here')),
    };
    const {
      session,
      flow: chart,
      received,
    } = runUnderSession(
      registrationMachine.provide({ actors: registrationActors(api) }),
      INPUTS.ticket,
    );
    chart.send({ type: 'registration.edit', values: { number: TYPED_TICKET } });
    chart.send({ type: 'registration.find' });
    const shown = await waitFor(
      chart,
      (snapshot) => snapshot.matches({ dialog: 'result' }),
      SETTLED,
    );
    expect(shown.context.result).toEqual(ticketResult('FOUND_VALID'));
    chart.send({ type: 'registration.claim' });
    await waitFor(chart, (snapshot) => snapshot.matches('refreshing'), SETTLED);
    chart.send({ type: 'registration.customer.loaded', customer: CUSTOMER_EVENT_AHEAD });
    expect(calls).toEqual([
      ['findTicket', { ticketNumber: 'TCK-1001', ...SENT_HOLDER }],
      ['claimTicket', { ticketNumber: 'TCK-1001', eventId: 'evt-2', ...SENT_HOLDER }],
    ]);
    expect(received).toEqual([
      { type: 'session.customer.changed' },
      { type: 'session.navigate', screen: 'topUp', registration: CLAIMED_WALLET },
    ]);
    session.stop();
  });

  it('hands the claim its kind and request, and sends the session home, for a tag', async () => {
    const claims: RegistrationClaim[] = [];
    const api = {
      findTicket: () => Promise.reject(new Error('no ticket here')),
      claimTicket: () => Promise.reject(new Error('no ticket here')),
      findTag: async () => answerOf<'tag'>(tagResult('AVAILABLE')),
      claimTag: () => Promise.reject(new Error('not this one')),
    };
    const machine = registrationMachine.provide({
      actors: {
        ...registrationActors(api),
        claimRegistration: fromPromise<RegistrationClaimed, RegistrationClaim>(
          async ({ input }) => {
            claims.push(input);
            return { walletId: 'wallet-new' };
          },
        ),
      },
    });
    const { session, flow: chart, received } = runUnderSession(machine, INPUTS.tag);
    chart.send({ type: 'registration.edit', values: { number: NEW_TAG_TYPED, serial: '123' } });
    chart.send({ type: 'registration.find' });
    const shown = await waitFor(
      chart,
      (snapshot) => snapshot.matches({ dialog: 'result' }),
      SETTLED,
    );
    expect(shown.context.result).toEqual(tagResult('AVAILABLE'));
    chart.send({ type: 'registration.claim' });
    await waitFor(chart, (snapshot) => snapshot.matches('claimed'), SETTLED);
    expect(claims).toEqual([{ kind: 'tag', request: { uid: NEW_TAG_UID, eventId: 'evt-3' } }]);
    expect(received).toEqual([
      { type: 'session.customer.changed' },
      { type: 'session.navigate', screen: 'home' },
    ]);
    session.stop();
  });
});

describe('registration chart coverage', () => {
  it('walks every declared transition, the two kinds together', () => {
    const machine = recordingMachine([]);
    const taken = new Set<string>();
    for (const kind of KINDS) {
      for (const key of takenTransitions(machine, eventSequences(paths[kind]), INPUTS[kind])) {
        taken.add(key);
      }
    }
    expect(uncoveredTransitions(machine, taken)).toEqual([]);
  });

  it('names every path uniquely and safely for `vitest -t`', () => {
    for (const kind of KINDS) {
      expect(unselectablePathNames(paths[kind])).toEqual([]);
    }
  });
});
