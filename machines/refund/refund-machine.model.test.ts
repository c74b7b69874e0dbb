// Model-based tests: every generated path is replayed in a real actor whose effects are recorded
// (never-settling create and update calls, navigate, notify). After each step the recorded effects
// are compared with what spec §4/§5/§8 ask for, and the form's messages, the total and the account
// number confirmed are checked against what was typed so far, worked out by hand per fixture.
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, type AnyEventObject, createActor } from 'xstate';
import {
  AU_BSB_ERROR,
  BANK_ACCOUNT_REQUIRED,
  NZ_ACCOUNT_ERROR,
} from '../../src/domain/bank-account';
import {
  DECLARATION_ERROR,
  EMAIL_ERROR,
  FIRST_NAME_ERROR,
  LAST_NAME_ERROR,
  PHONE_ERROR,
  REFUND_TOTAL_ERROR,
} from '../../src/domain/refund';
import { stateName } from '../testing/model-paths';
import { takenTransitions, uncoveredTransitions } from '../testing/transition-coverage';
import { refundMachine } from './refund-machine';
import {
  AMENDED_ACCOUNT,
  AUSTRALIAN_ACCOUNT,
  INVALID_FIELDS,
  MISTYPED_ACCOUNT,
  OPEN_REFUND,
  refundPaths,
  VALID_FIELDS,
} from './refund-model';
import { type RefundApi, refundActors } from './refund-services';
import type {
  RefundAlert,
  RefundCreateRequest,
  RefundErrors,
  RefundNavigation,
} from './refund-types';

type Effect =
  | { kind: 'call'; name: string; input: unknown }
  | { kind: 'navigate'; to: RefundNavigation }
  | { kind: 'notify'; alert: RefundAlert };

function recordingMachine(effects: Effect[]) {
  const call =
    (name: string) =>
    (input: unknown): Promise<never> => {
      effects.push({ kind: 'call', name, input });
      return new Promise(() => {});
    };
  const api: RefundApi = { createRefund: call('createRefund'), updateRefund: call('updateRefund') };
  return refundMachine.provide({
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

/** What a page opened with, worked out by hand from the model's fixtures ($2.50 refund fee). */
interface Opened {
  mode: 'request' | 'edit';
  accountType: AccountType;
  totalCents: number;
  /** The fields other than the account number that the form starts valid with. */
  prefilled: ('firstName' | 'lastName' | 'email')[];
  account: string;
  request?: Pick<
    RefundCreateRequest,
    'tagNumber' | 'ticketNumber' | 'walletId' | 'eventId' | 'eventDetailId' | 'refundCurrency'
  >;
}

const TICKET_REQUEST = {
  tagNumber: null,
  ticketNumber: 'TCK-1001',
  walletId: 'wallet-1',
  eventId: 'evt-1',
  eventDetailId: 'evt-1',
  refundCurrency: 'NZD',
};

const OPENED: Record<string, Opened> = {
  'request finished': {
    mode: 'request',
    accountType: 'NZ',
    totalCents: 3750,
    prefilled: ['firstName', 'lastName', 'email'],
    account: '',
    request: TICKET_REQUEST,
  },
  'request running in AUD': {
    mode: 'request',
    accountType: 'AUS',
    totalCents: 1750,
    prefilled: [],
    account: '',
    request: {
      tagNumber: '04A1B2C3D4E5F6',
      ticketNumber: 'TCK-1001',
      walletId: 'wallet-2',
      eventId: 'evt-2',
      eventDetailId: 'evt-2',
      refundCurrency: 'AUD',
    },
  },
  'request low balance': {
    mode: 'request',
    accountType: 'NZ',
    totalCents: -50,
    prefilled: [],
    account: '',
    request: TICKET_REQUEST,
  },
  'edit lodged': {
    mode: 'edit',
    accountType: 'NZ',
    totalCents: 3750,
    prefilled: [],
    account: OPEN_REFUND.batchItemAccountNumber,
  },
};

const toHome: Effect = { kind: 'navigate', to: { to: '/home' } };
const alert = (value: RefundAlert): Effect => ({ kind: 'notify', alert: value });

// spec §4 Refund pages: closed or archived, or any other phase but running and refund-open.
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
  'request no registration': [alert({ kind: 'eventNotFound' }), toHome],
  'edit batch closed': [alert({ kind: 'openRefundNotFound' }), toHome],
};

/** What was typed on one path so far. */
interface Typed {
  opened: Opened;
  /** The last full fill, if any. */
  fill: 'valid' | 'invalid' | null;
  account: string;
}

function accountOutcome(typed: Typed) {
  const outcome = ACCOUNTS[typed.account]?.[typed.opened.accountType];
  if (!outcome) throw new Error(`No expectation for account "${typed.account}"`);
  return outcome;
}

/** spec §5 Refund form: every failing field's message, and the total's. */
function submitErrors(typed: Typed): RefundErrors {
  const errors: RefundErrors = {};
  if (typed.fill !== 'valid') {
    const prefilled = typed.fill === null ? typed.opened.prefilled : [];
    if (!prefilled.includes('firstName')) errors.firstName = FIRST_NAME_ERROR;
    if (!prefilled.includes('lastName')) errors.lastName = LAST_NAME_ERROR;
    errors.phone = PHONE_ERROR;
    if (!prefilled.includes('email')) errors.email = EMAIL_ERROR;
    errors.declaration = DECLARATION_ERROR;
  }
  const account = accountOutcome(typed);
  if ('error' in account) errors.accountNumber = account.error;
  if (typed.opened.totalCents <= 0) errors.total = REFUND_TOTAL_ERROR;
  return errors;
}

function amendErrors(typed: Typed): RefundErrors {
  const account = accountOutcome(typed);
  return 'error' in account ? { accountNumber: account.error } : {};
}

function canonical(typed: Typed): string {
  const account = accountOutcome(typed);
  if (!('canonical' in account)) throw new Error('The account number was not valid');
  return account.canonical;
}

function createRequest(typed: Typed): RefundCreateRequest {
  const { opened } = typed;
  if (!opened.request) throw new Error('Only the refund page creates refunds');
  return {
    firstName: 'Ann',
    lastName: "O'Brien",
    phone: '0215550123',
    email: 'ann.lee@example.com',
    accountNumber: canonical(typed),
    refundTotal: opened.totalCents / 100,
    refundFee: 2.5,
    ...opened.request,
  };
}

function expectedEffects(label: string, typed: Typed | null, from: string): Effect[] {
  const refused = REFUSED_OPENS[label];
  if (refused) return refused;
  switch (label) {
    case 'refund.confirm':
      return typed ? [{ kind: 'call', name: 'createRefund', input: createRequest(typed) }] : [];
    case 'refund.submit':
      return typed && from === 'edit.editing' && Object.keys(amendErrors(typed)).length === 0
        ? [
            {
              kind: 'call',
              name: 'updateRefund',
              input: { accountNumber: canonical(typed), refundPurchaseRef: 'R-1' },
            },
          ]
        : [];
    case 'createRefund done':
      return [alert({ kind: 'refundRequested' }), toHome];
    case 'createRefund error':
      return [alert({ kind: 'refundRequestFailed' })];
    case 'updateRefund done':
      return [alert({ kind: 'bankAccountUpdated' }), toHome];
    case 'updateRefund error':
      return [alert({ kind: 'refundUpdateFailed' })];
    default:
      return [];
  }
}

function retype(typed: Typed, event: AnyEventObject, label: string): Typed {
  if (event.type !== 'refund.change') return typed;
  const account = (event.values as { accountNumber?: string }).accountNumber ?? typed.account;
  if (label === 'fill valid') return { ...typed, fill: 'valid', account };
  if (label === 'fill invalid') return { ...typed, fill: 'invalid', account };
  return { ...typed, account };
}

const FIELDS_OF_FILL = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'accountNumber',
  'declaration',
] as const;

const paths = refundPaths();

describe('refund machine paths', () => {
  for (const path of paths) {
    it(path.title, () => {
      const effects: Effect[] = [];
      const actor: AnyActorRef = createActor(recordingMachine(effects)).start();
      let typed: Typed | null = null;
      let errors: RefundErrors = {};
      for (const step of path.steps) {
        const from = stateName(actor.getSnapshot().value);
        actor.send(step.event);
        const after = actor.getSnapshot();
        expect(stateName(after.value), step.label).toBe(step.state);
        expect(effects, step.label).toEqual(expectedEffects(step.label, typed, from));
        effects.length = 0;

        const opened = OPENED[step.label];
        if (opened) typed = { opened, fill: null, account: opened.account };
        if (after.matches('closed')) {
          expect(after.status).toBe('done');
          continue;
        }
        if (!typed) throw new Error('A refund page is open without a known opening');
        typed = retype(typed, step.event, step.label);
        // Changed fields lose their messages; a submit shows every failing one.
        if (step.event.type === 'refund.change') {
          const changed: readonly string[] = step.label.startsWith('fill')
            ? FIELDS_OF_FILL
            : ['accountNumber'];
          errors = Object.fromEntries(
            Object.entries(errors).filter(([field]) => !changed.includes(field)),
          );
        }
        if (step.label === 'refund.submit') {
          errors = from === 'edit.editing' ? amendErrors(typed) : submitErrors(typed);
        }

        const { context } = after;
        expect(context.mode).toBe(typed.opened.mode);
        expect(context.form.accountType, step.label).toBe(typed.opened.accountType);
        expect(context.totalCents).toBe(typed.opened.totalCents);
        expect(context.feeCents).toBe(250);
        expect(context.form.accountNumber).toBe(typed.account);
        expect(context.errors, step.label).toEqual(errors);
        if (step.label === 'refund.submit') {
          // A clean form moves on; any message keeps the customer on the form.
          const clean = Object.keys(errors).length === 0;
          const next = from === 'edit.editing' ? 'edit.updating' : 'request.confirming';
          expect(stateName(after.value)).toBe(clean ? next : from);
        }
        if (after.matches({ request: 'confirming' })) {
          // The dialog shows the account number the refund will be paid into.
          expect(context.accountNumber).toBe(canonical(typed));
        }
        if (after.matches('edit')) expect(context.openRefund).toEqual(OPEN_REFUND);
        expect(after.hasTag('busy')).toBe(
          after.matches({ request: 'submitting' }) || after.matches({ edit: 'updating' }),
        );
      }
      actor.stop();
    });
  }
});

describe('refund machine coverage', () => {
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
