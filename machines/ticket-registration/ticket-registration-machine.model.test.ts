// Model-based tests: every generated path is replayed in a real actor whose effects are recorded
// (never-settling API calls, navigate, notify, selectRegistration, storeCustomer). The test keeps
// its own account of what the customer did and what the server answered, and after each step
// compares the machine's whole context, its calls and its effects with what spec §4/§5/§8 and
// DESIGN §3 ask for.
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, type AnyEventObject, createActor } from 'xstate';
import type { EventRegistration } from '../../src/domain/registration';
import { stateName } from '../testing/model-paths';
import { takenTransitions, uncoveredTransitions } from '../testing/transition-coverage';
import {
  type TicketRegistrationContext,
  ticketRegistrationMachine,
} from './ticket-registration-machine';
import {
  CLAIM_FAILURE,
  CLAIMED_WALLET,
  CUSTOMER_EVENT_AHEAD,
  CUSTOMER_EVENT_STARTED,
  CUSTOMER_FAILURE,
  CUSTOMER_WITHOUT_CLAIM,
  HOLDER,
  SCANNED_TICKET,
  SEARCH_FAILURE,
  searchResult,
  TYPED_TICKET,
  ticketRegistrationPaths,
} from './ticket-registration-model';
import { ticketRegistrationActors } from './ticket-registration-services';
import type {
  TicketAlert,
  TicketField,
  TicketFormValues,
  TicketNavigation,
  TicketSearchResult,
} from './ticket-registration-types';

type Effect =
  | { kind: 'call'; name: string; input?: unknown }
  | { kind: 'navigate'; to: TicketNavigation }
  | { kind: 'notify'; alert: TicketAlert }
  | { kind: 'selectRegistration'; registration: EventRegistration }
  | { kind: 'storeCustomer'; customer: unknown };

function recordingMachine(effects: Effect[]) {
  const call =
    (name: string) =>
    (input?: unknown): Promise<never> => {
      effects.push(input === undefined ? { kind: 'call', name } : { kind: 'call', name, input });
      return new Promise(() => {});
    };
  return ticketRegistrationMachine.provide({
    actors: ticketRegistrationActors({
      findTicket: call('findTicket'),
      claimTicket: call('claimTicket'),
      fetchCustomer: call('fetchCustomer'),
    }),
    actions: {
      navigate: (_, to) => effects.push({ kind: 'navigate', to }),
      notify: (_, alert) => effects.push({ kind: 'notify', alert }),
      selectRegistration: (_, { registration }) =>
        effects.push({ kind: 'selectRegistration', registration }),
      storeCustomer: (_, { customer }) => effects.push({ kind: 'storeCustomer', customer }),
    },
  });
}

const BLANK: TicketFormValues = { ticketNumber: '', firstName: '', lastName: '', email: '' };
const FIELDS: TicketField[] = ['ticketNumber', 'firstName', 'lastName', 'email'];
const isBlank = (value: string) => value.trim() === '';
const missing = (form: TicketFormValues) => FIELDS.filter((field) => isBlank(form[field]));

const claimedIn = (customer: { eventRegistrationList: EventRegistration[] }) =>
  customer.eventRegistrationList.find((r) => r.walletId === CLAIMED_WALLET) as EventRegistration;

/** What the machine should hold and do after a step; state null means "where it was". */
interface Expected {
  context: TicketRegistrationContext;
  state: string | null;
  effects: Effect[];
}

const CLEARED = {
  result: null,
  error: null,
  walletId: null,
  registration: null,
  claimFailure: null,
} satisfies Partial<TicketRegistrationContext>;

function withForm(was: TicketRegistrationContext, values: TicketFormValues) {
  const stillMissing = missing(values);
  return { ...was, values, invalid: was.invalid.filter((field) => stillMissing.includes(field)) };
}

function expectStep(
  label: string,
  event: AnyEventObject,
  was: TicketRegistrationContext,
): Expected {
  const same = { context: was, state: null, effects: [] };
  const form = was.values;
  switch (label) {
    case 'prefill': {
      const fill = (typed: string, known: string) => (isBlank(typed) ? known : typed);
      const values = {
        ...form,
        firstName: fill(form.firstName, HOLDER.firstName),
        lastName: fill(form.lastName, HOLDER.lastName),
        email: fill(form.email, HOLDER.email),
      };
      return { ...same, context: withForm(was, values) };
    }
    case 'edit ticket number':
    case 'edit blank last name':
      return { ...same, context: withForm(was, { ...form, ...event.values }) };
    case 'open camera':
      return { ...same, state: 'editing.scanning' };
    case 'close camera':
      return { ...same, state: 'editing.idle' };
    case 'scan ticket':
      return {
        ...same,
        context: withForm(was, { ...form, ticketNumber: SCANNED_TICKET }),
        state: 'editing.idle',
      };
    case 'deny camera':
      return {
        ...same,
        state: 'editing.idle',
        effects: [{ kind: 'notify', alert: { kind: 'cameraPermission' } }],
      };
    case 'find': {
      if (missing(form).length > 0) return { ...same, context: { ...was, invalid: missing(form) } };
      // Sent trimmed, the e-mail lower-cased (spec §5 General).
      const input = {
        ticketNumber: 'TCK-1001',
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email: 'ann.lee@example.com',
      };
      return {
        context: { ...was, ...CLEARED },
        state: 'searching',
        effects: [{ kind: 'call', name: 'findTicket', input }],
      };
    }
    case 'findTicket error':
      return { ...same, context: { ...was, error: SEARCH_FAILURE }, state: 'searchFailed' };
    case 'add ticket':
      return {
        ...same,
        state: 'claiming',
        effects: [
          {
            kind: 'call',
            name: 'claimTicket',
            input: {
              ticketNumber: 'TCK-1001',
              eventId: 'evt-2',
              firstName: form.firstName.trim(),
              lastName: form.lastName.trim(),
              email: 'ann.lee@example.com',
            },
          },
        ],
      };
    case 'close dialog':
      return { ...same, context: { ...was, ...CLEARED }, state: 'editing.idle' };
    case 'claimTicket done':
      return {
        context: { ...was, walletId: CLAIMED_WALLET },
        state: 'refreshing',
        effects: [{ kind: 'call', name: 'fetchCustomer' }],
      };
    case 'claimTicket error':
      return {
        ...same,
        context: { ...was, error: CLAIM_FAILURE, claimFailure: 'claimFailed' },
        state: 'claimFailed',
      };
    case 'fetchCustomer done event ahead':
    case 'fetchCustomer done event started': {
      const customer = label.endsWith('ahead') ? CUSTOMER_EVENT_AHEAD : CUSTOMER_EVENT_STARTED;
      const registration = claimedIn(customer);
      // DESIGN §3: a claim goes to top up while the event is PUBLISHED, else home.
      const to = label.endsWith('ahead') ? '/event/wallet/payment' : '/home';
      return {
        context: { ...was, registration },
        state: 'claimed',
        effects: [
          { kind: 'storeCustomer', customer },
          { kind: 'selectRegistration', registration },
          { kind: 'navigate', to: { to } },
        ],
      };
    }
    case 'fetchCustomer done without claim':
      return {
        context: { ...was, claimFailure: 'registrationNotFound' },
        state: 'claimFailed',
        effects: [{ kind: 'storeCustomer', customer: CUSTOMER_WITHOUT_CLAIM }],
      };
    case 'fetchCustomer error':
      return {
        ...same,
        context: { ...was, error: CUSTOMER_FAILURE, claimFailure: 'registrationNotFound' },
        state: 'claimFailed',
      };
    case 'back':
      return { ...same, effects: [{ kind: 'navigate', to: { to: '/home' } }] };
    default: {
      // 'findTicket done <STATUS>': the result dialog shows what the server found.
      const result: TicketSearchResult = event.output;
      expect(label).toBe(`findTicket done ${result.status}`);
      return { ...same, context: { ...was, result }, state: 'result' };
    }
  }
}

const BUSY = ['searching', 'claiming', 'refreshing'];
const byKind = (a: Effect, b: Effect) => JSON.stringify(a).localeCompare(JSON.stringify(b), 'en');

const paths = ticketRegistrationPaths();

describe('ticket registration machine paths', () => {
  for (const path of paths) {
    it(path.description, () => {
      const effects: Effect[] = [];
      const actor: AnyActorRef = createActor(recordingMachine(effects)).start();
      let context: TicketRegistrationContext = { values: BLANK, invalid: [], ...CLEARED };
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
          // spec §4: only FOUND_VALID allows 'Add Ticket'.
          const valid = context.result?.status === 'FOUND_VALID';
          expect(after.can({ type: 'ticket.claim' }), step.label).toBe(valid);
        }
      }
      actor.stop();
    });
  }
});

describe('ticket registration machine rules off the paths', () => {
  it('keeps the claim button shut for every status but FOUND_VALID', () => {
    const refused = ['FOUND_INVALID', 'NOT_FOUND', 'FOUND_CLAIMED'] as const;
    for (const status of refused) {
      const effects: Effect[] = [];
      const actor: AnyActorRef = createActor(recordingMachine(effects)).start();
      actor.send({ type: 'ticket.prefill', profile: HOLDER });
      actor.send({ type: 'ticket.edit', values: { ticketNumber: TYPED_TICKET } });
      actor.send({ type: 'ticket.find' });
      actor.send({ type: 'xstate.done.actor.findTicket', output: searchResult(status) });
      actor.send({ type: 'ticket.claim' });
      expect(stateName(actor.getSnapshot().value)).toBe('result');
      expect(effects.filter((effect) => effect.kind === 'call')).toHaveLength(1);
      actor.stop();
    }
  });
});

describe('ticket registration machine coverage', () => {
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
