// Model-based tests: every generated path is replayed in a real actor whose effects are recorded
// (never-settling create and update calls, navigate, notify). After each step the recorded effects
// are compared with what spec §4/§5/§8 ask for, and the form's messages, the total and the account
// number confirmed are checked against what was typed so far, worked out by hand per fixture.
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import {
  AU_BSB_ERROR,
  BANK_ACCOUNT_REQUIRED,
  NZ_ACCOUNT_ERROR,
} from '../../../../core/domain/bank-account';
import {
  DECLARATION_ERROR,
  EMAIL_ERROR,
  FIRST_NAME_ERROR,
  LAST_NAME_ERROR,
  PHONE_ERROR,
  REFUND_TOTAL_ERROR,
} from '../../../../core/domain/refund';
import type { ModelPath } from '../../../../test-support/charts/model-paths';
import { unselectablePathNames } from '../../../../test-support/charts/model-paths';
import {
  emptied,
  mutant,
  refusedPaths,
  type StateConfig,
  withHandler,
  withoutState,
  withState,
} from '../../../../test-support/charts/mutant';
import {
  type CallEffect,
  type ExpectedStep,
  eventSequences,
  pathReach,
  type Replay,
  recordedCall,
  replayPath,
} from '../../../../test-support/charts/replay-path';
import {
  takenTransitions,
  uncoveredTransitions,
} from '../../../../test-support/charts/transition-coverage';
import { type RefundContext, type RefundMachine, refundMachine } from './refund-machine';
import {
  AMENDED_ACCOUNT,
  AUSTRALIAN_ACCOUNT,
  FINISHED_TICKET,
  INVALID_FIELDS,
  LODGED_TICKET,
  MISTYPED_ACCOUNT,
  OPEN_REFUND,
  PROFILE_PREFILL,
  RUNNING_AUD_TAG,
  refundEvents,
  refundPaths,
  refundStarts,
  VALID_FIELDS,
} from './refund-model';
import { type RefundApi, refundActors } from './refund-services';
import type {
  RefundAlert,
  RefundCreateRequest,
  RefundErrors,
  RefundFields,
  RefundInput,
  RefundNavigation,
} from './refund-types';

type Effect =
  | CallEffect
  | { kind: 'navigate'; to: RefundNavigation }
  | { kind: 'notify'; alert: RefundAlert };

function recordingMachine(effects: Effect[], chart: RefundMachine = refundMachine) {
  const call = (name: string) => recordedCall(effects, name);
  const api: RefundApi = { createRefund: call('createRefund'), updateRefund: call('updateRefund') };
  return chart.provide({
    actors: refundActors(api),
    actions: {
      navigate: (_, to) => effects.push({ kind: 'navigate', to }),
      notify: (_, alert) => effects.push({ kind: 'notify', alert }),
    },
  });
}

type AccountType = 'NZ' | 'AUS';

/** Each account number of the model: its message, or its canonical form, per account type. */
const ACCOUNTS: Record<string, Record<AccountType, { error: string } | { canonical: string }>> = {
  '': { NZ: { error: BANK_ACCOUNT_REQUIRED }, AUS: { error: BANK_ACCOUNT_REQUIRED } },
  [VALID_FIELDS.accountNumber]: {
    NZ: { canonical: '01-0902-0068389-00' },
    AUS: { error: AU_BSB_ERROR },
  },
  [INVALID_FIELDS.accountNumber]: { NZ: { error: NZ_ACCOUNT_ERROR }, AUS: { error: AU_BSB_ERROR } },
  [AMENDED_ACCOUNT]: { NZ: { canonical: '06-0229-0393666-02' }, AUS: { error: AU_BSB_ERROR } },
  [MISTYPED_ACCOUNT]: { NZ: { error: NZ_ACCOUNT_ERROR }, AUS: { error: AU_BSB_ERROR } },
  [AUSTRALIAN_ACCOUNT]: {
    NZ: { error: NZ_ACCOUNT_ERROR },
    AUS: { canonical: '062-000 12345678' },
  },
  [OPEN_REFUND.batchItemAccountNumber]: {
    NZ: { canonical: '01-0902-0068389-00' },
    AUS: { error: AU_BSB_ERROR },
  },
};

const EMPTY: RefundFields = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  accountNumber: '',
  declaration: false,
};

/** What every page opens without: no messages, no OPEN refund, no account accepted yet. */
const FRESH = { errors: {}, openRefund: null, accountNumber: null } as const;

/** What each page opens with, worked out by hand from the model's fixtures ($2.50 refund fee). */
const OPENED: Record<string, { state: string; context: RefundContext }> = {
  // The profile's names and e-mail start the form.
  'request finished': {
    state: 'request.editing',
    context: {
      ...FRESH,
      mode: 'request',
      registration: FINISHED_TICKET,
      balanceCents: 4000,
      feeCents: 250,
      form: { ...EMPTY, ...PROFILE_PREFILL, accountType: 'NZ' },
    },
  },
  // An Australian event pays into an Australian account.
  'request running in AUD': {
    state: 'request.editing',
    context: {
      ...FRESH,
      mode: 'request',
      registration: RUNNING_AUD_TAG,
      balanceCents: 2000,
      feeCents: 250,
      form: { ...EMPTY, accountType: 'AUS' },
    },
  },
  'request low balance': {
    state: 'request.editing',
    context: {
      ...FRESH,
      mode: 'request',
      registration: FINISHED_TICKET,
      balanceCents: 200,
      feeCents: 250,
      form: { ...EMPTY, accountType: 'NZ' },
    },
  },
  // The edit page starts from the OPEN refund's account number.
  'edit lodged': {
    state: 'edit.editing',
    context: {
      ...FRESH,
      mode: 'edit',
      registration: LODGED_TICKET,
      balanceCents: 4000,
      feeCents: 250,
      openRefund: OPEN_REFUND,
      form: { ...EMPTY, accountNumber: OPEN_REFUND.batchItemAccountNumber, accountType: 'NZ' },
    },
  },
};

/**
 * A page that cannot be used still opened on its wallet before it left: the model's refused
 * starts are NZD wallets of the fixture's rate card ($2.50 fee) with no OPEN refund listed.
 */
function refusedOn({ mode, registration, balance }: RefundInput): RefundContext {
  const balanceCents = Math.round(balance * 100);
  return {
    ...FRESH,
    mode,
    registration,
    balanceCents,
    feeCents: 250,
    form: { ...EMPTY, accountType: 'NZ' },
  };
}

const toHome: Effect = { kind: 'navigate', to: { screen: 'home' } };
const alert = (value: RefundAlert): Effect => ({ kind: 'notify', alert: value });

// spec §4 Refund pages: closed or archived, or any other phase but running and refund-open;
// then, on the request page, a wallet whose refund status allows no refund.
const REFUSED_OPENS: Record<string, Effect[]> = {
  'request closed': [
    alert({
      kind: 'refundsUnavailable',
      message:
        'Refunds for this event have now closed. Please contact the event organiser if you need help',
    }),
    toHome,
  ],
  'edit archived': [
    alert({
      kind: 'refundsUnavailable',
      message:
        'Refunds for this event have now closed. Please contact the event organiser if you need help',
    }),
    toHome,
  ],
  'request published': [
    alert({
      kind: 'refundsUnavailable',
      message: 'Event refunds are not OPEN for this event - current state (PUBLISHED)',
    }),
    toHome,
  ],
  // The request page then reads the wallet's refund status.
  'request running not open': [
    alert({
      kind: 'refundsUnavailable',
      message: 'Refunds are not available for this wallet yet',
    }),
    toHome,
  ],
  'request lodged': [
    alert({
      kind: 'refundsUnavailable',
      message: 'A refund has already been lodged for this wallet',
    }),
    toHome,
  ],
  'edit batch closed': [alert({ kind: 'openRefundNotFound' }), toHome],
};

/** spec §5 Refund form: the values of the model each field accepts (the others fail). */
const VALID_VALUES = {
  firstName: [VALID_FIELDS.firstName, PROFILE_PREFILL.firstName],
  lastName: [VALID_FIELDS.lastName, PROFILE_PREFILL.lastName],
  phone: [VALID_FIELDS.phone],
  email: [VALID_FIELDS.email, PROFILE_PREFILL.email],
};
const FIELD_ERRORS = {
  firstName: FIRST_NAME_ERROR,
  lastName: LAST_NAME_ERROR,
  phone: PHONE_ERROR,
  email: EMAIL_ERROR,
};

function accountOutcome(form: RefundContext['form']) {
  const outcome = ACCOUNTS[form.accountNumber]?.[form.accountType as AccountType];
  if (!outcome) throw new Error(`No expectation for account "${form.accountNumber}"`);
  return outcome;
}

/** The edit page checks the account number only. */
function amendErrors(form: RefundContext['form']): RefundErrors {
  const account = accountOutcome(form);
  return 'error' in account ? { accountNumber: account.error } : {};
}

/** spec §9: what is paid out is the balance less the fee. */
function totalOf(context: RefundContext): number {
  return context.balanceCents - context.feeCents;
}

/** spec §5 Refund form: every failing field's message, and the total's. */
function submitErrors(context: RefundContext): RefundErrors {
  const { form } = context;
  const errors: RefundErrors = {};
  for (const field of ['firstName', 'lastName', 'phone', 'email'] as const) {
    if (!(VALID_VALUES[field] as unknown[]).includes(form[field])) {
      errors[field] = FIELD_ERRORS[field];
    }
  }
  Object.assign(errors, amendErrors(form));
  if (!form.declaration) errors.declaration = DECLARATION_ERROR;
  if (totalOf(context) <= 0) errors.total = REFUND_TOTAL_ERROR;
  return errors;
}

function canonical(form: RefundContext['form']): string {
  const account = accountOutcome(form);
  if (!('canonical' in account)) throw new Error('The account number was not valid');
  return account.canonical;
}

/** What refund/create names of each registration: the tag, the ticket, the wallet, the event. */
const REQUESTS: Record<
  string,
  Pick<
    RefundCreateRequest,
    'tagNumber' | 'ticketNumber' | 'walletId' | 'eventId' | 'eventDetailId' | 'refundCurrency'
  >
> = {
  [FINISHED_TICKET.walletId]: {
    tagNumber: null,
    ticketNumber: 'TCK-1001',
    walletId: 'wallet-1',
    eventId: 'evt-1',
    eventDetailId: 'evt-1',
    refundCurrency: 'NZD',
  },
  [RUNNING_AUD_TAG.walletId]: {
    tagNumber: '04A1B2C3D4E5F6',
    ticketNumber: 'TCK-1001',
    walletId: 'wallet-2',
    eventId: 'evt-2',
    eventDetailId: 'evt-2',
    refundCurrency: 'AUD',
  },
};

/** spec §7 refund/create: the valid fill trimmed and normalised, the page's figures in dollars. */
function createRequest(context: RefundContext): RefundCreateRequest {
  const request = REQUESTS[context.registration?.walletId ?? ''];
  if (!request) throw new Error('Only the refund page creates refunds');
  return {
    firstName: 'Ann',
    lastName: "O'Brien",
    phone: '0215550123',
    email: 'ann.lee@example.com',
    accountNumber: canonical(context.form),
    refundTotal: totalOf(context) / 100,
    refundFee: 2.5,
    ...request,
  };
}

type Expected = ExpectedStep<RefundContext, Effect>;

function expectSubmit(was: RefundContext, from: string): Expected {
  const same: Expected = { context: was, state: null, effects: [] };
  const editing = from === 'edit.editing';
  const errors = editing ? amendErrors(was.form) : submitErrors(was);
  if (Object.keys(errors).length > 0) return { ...same, context: { ...was, errors } };
  // A clean form moves on to confirm the account number the refund is paid into: a new one on
  // the edit page too (DESIGN §8), before anything is sent.
  const context = { ...was, errors: {}, accountNumber: canonical(was.form) };
  return { ...same, context, state: editing ? 'edit.confirming' : 'request.confirming' };
}

/** The confirmation's Confirm: the request page lodges, the edit page sends the new account. */
function expectConfirm(was: RefundContext, from: string): Expected {
  if (from === 'edit.confirming') {
    const input = { accountNumber: was.accountNumber, refundPurchaseRef: 'R-1' };
    return {
      context: was,
      state: 'edit.updating',
      effects: [{ kind: 'call', name: 'updateRefund', input }],
    };
  }
  return {
    context: was,
    state: 'request.submitting',
    effects: [{ kind: 'call', name: 'createRefund', input: createRequest(was) }],
  };
}

function expectStep(
  label: string,
  event: AnyEventObject,
  was: RefundContext,
  from: string,
): Expected {
  const same: Expected = { context: was, state: null, effects: [] };
  const opened = OPENED[label];
  if (opened) return { ...same, ...opened };
  const refused = REFUSED_OPENS[label];
  if (refused) {
    return { context: refusedOn(event.input as RefundInput), state: 'closed', effects: refused };
  }
  switch (label) {
    case 'refund.submit':
      return expectSubmit(was, from);
    case 'refund.confirm':
      return expectConfirm(was, from);
    // Back to the form it came from, as typed.
    case 'refund.cancel':
      return { ...same, state: from === 'edit.confirming' ? 'edit.editing' : 'request.editing' };
    case 'createRefund done':
      return { ...same, state: 'closed', effects: [alert({ kind: 'refundRequested' }), toHome] };
    case 'createRefund error':
      return {
        ...same,
        state: 'request.editing',
        effects: [alert({ kind: 'refundRequestFailed' })],
      };
    // Refused for good: the server's reason, and the page is left, as the form cannot change it.
    case 'createRefund refused':
      return {
        ...same,
        state: 'closed',
        effects: [
          alert({
            kind: 'refundRefused',
            message: 'A refund has already been lodged for this wallet',
          }),
          toHome,
        ],
      };
    case 'updateRefund refused':
      return {
        ...same,
        state: 'closed',
        effects: [
          alert({
            kind: 'refundUpdateRefused',
            message:
              'This refund is already being paid - the bank account can no longer be changed',
          }),
          toHome,
        ],
      };
    case 'updateRefund done':
      return { ...same, state: 'closed', effects: [alert({ kind: 'bankAccountUpdated' }), toHome] };
    case 'updateRefund error':
      return { ...same, state: 'edit.editing', effects: [alert({ kind: 'refundUpdateFailed' })] };
    default: {
      // The fills and account changes: changed fields take the typed values and lose their messages.
      if (event.type !== 'refund.change') throw new Error(`No expectation for step "${label}"`);
      const values = event.values as Partial<RefundFields>;
      const errors = Object.fromEntries(
        Object.entries(was.errors).filter(([field]) => !(field in values)),
      );
      return { ...same, context: { ...was, form: { ...was.form, ...values }, errors } };
    }
  }
}

const labelsOf = (...types: string[]) =>
  refundEvents.filter(({ event }) => types.includes(event.type)).map(({ label }) => label);

/** What each page answers in each state (spec §4 Refund pages). */
function accepts(state: string): string[] {
  switch (state) {
    case 'request.editing':
    case 'edit.editing':
      return labelsOf('refund.change', 'refund.submit');
    case 'request.confirming':
    case 'edit.confirming':
      return labelsOf('refund.confirm', 'refund.cancel');
    case 'request.submitting':
      return labelsOf('xstate.done.actor.createRefund', 'xstate.error.actor.createRefund');
    case 'edit.updating':
      return labelsOf('xstate.done.actor.updateRefund', 'xstate.error.actor.updateRefund');
    default:
      return [];
  }
}

const paths = refundPaths();

/** The model's own start, never compared: every path opens with one of the model's starts. */
const BEFORE_START = refusedOn({
  mode: 'request',
  registration: FINISHED_TICKET,
  balance: 0,
  refunds: [],
});

function checkPath(path: ModelPath, chart?: RefundMachine): void {
  const effects: Effect[] = [];
  const replay: Replay<RefundContext, Effect> = {
    machine: recordingMachine(effects, chart),
    effects,
    start: { state: 'start', context: BEFORE_START },
    expectStep: (step, was, from) => expectStep(step.label, step.event, was, from),
    acceptance: { events: refundEvents, accepts },
  };
  for (const { label, snapshot, actual, expected } of replayPath(path, replay)) {
    expect(actual, label).toEqual(expected);
    const { state } = expected;
    expect(snapshot.hasTag('busy'), label).toBe(
      state === 'request.submitting' || state === 'edit.updating',
    );
    expect(snapshot.status, label).toBe(state === 'closed' ? 'done' : 'active');
  }
}

describe('refund machine paths', () => {
  for (const path of paths) {
    it(path.title, () => checkPath(path));
  }
});

describe('the refund paths refuse a broken chart', () => {
  const refused = (chart: RefundMachine) => refusedPaths(paths, (path) => checkPath(path, chart));

  it('an unchanged copy passes every path', () => {
    expect(refused(mutant(refundMachine, (config) => config))).toBe(0);
  });

  it('an empty machine fails every path', () => {
    expect(refused(emptied(refundMachine))).toBe(paths.length);
  });

  it('a removed transition: no cancelling the confirmation', () => {
    const chart = mutant(refundMachine, (config) =>
      withHandler(config, ['request', 'confirming'], 'refund.cancel', undefined),
    );
    expect(refused(chart)).toBeGreaterThan(0);
  });

  it('a removed state: an amended account sent without its confirmation', () => {
    const chart = mutant(refundMachine, (config) =>
      withHandler(config, ['edit', 'editing'], 'refund.submit', [
        { guard: 'isAccountValid', target: 'updating', actions: 'acceptAccount' },
        { actions: 'showAmendErrors' },
      ]),
    );
    expect(refused(chart)).toBeGreaterThan(0);
  });

  it('a removed transition: no cancelling the amendment', () => {
    const chart = mutant(refundMachine, (config) =>
      withHandler(config, ['edit', 'confirming'], 'refund.cancel', undefined),
    );
    expect(refused(chart)).toBeGreaterThan(0);
  });

  it('a retargeted transition: a failed request back to the confirmation', () => {
    const chart = mutant(refundMachine, (config) =>
      withState(config, ['request', 'submitting'], (node) => ({
        ...node,
        invoke: { ...(node.invoke as object), onError: { target: 'confirming' } },
      })),
    );
    expect(refused(chart)).toBeGreaterThan(0);
  });

  // The opening's candidates: refused, edit, no OPEN refund, request.
  const withoutOpening = (index: number) => (node: StateConfig) => ({
    ...node,
    always: (node.always as unknown[]).filter((_, at) => at !== index),
  });

  it('a removed sub-flow: no request page', () => {
    const chart = mutant(refundMachine, (config) =>
      withState(withoutState(config, ['request']), ['opening'], withoutOpening(3)),
    );
    expect(refused(chart)).toBeGreaterThan(0);
  });

  it('a removed sub-flow: no edit page', () => {
    const chart = mutant(refundMachine, (config) =>
      withState(withoutState(config, ['edit']), ['opening'], withoutOpening(1)),
    );
    expect(refused(chart)).toBeGreaterThan(0);
  });
});

describe('refund machine coverage', () => {
  it('takes every event of the model and reaches every state of spec §4', () => {
    expect(pathReach(paths)).toEqual({
      labels: [...refundStarts, ...refundEvents].map((event) => event.label).sort(),
      states: [
        'closed',
        'edit.confirming',
        'edit.editing',
        'edit.updating',
        'request.confirming',
        'request.editing',
        'request.submitting',
      ],
    });
  });

  it('walks every declared transition', () => {
    const machine = recordingMachine([]);
    const taken = takenTransitions(machine, eventSequences(paths));
    expect(uncoveredTransitions(machine, taken)).toEqual([]);
  });

  it('names every path uniquely and safely for `vitest -t`', () => {
    expect(unselectablePathNames(paths)).toEqual([]);
  });
});
