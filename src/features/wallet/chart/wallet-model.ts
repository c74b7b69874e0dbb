// The wallet machine's test model: the registrations a page opens with, the payment provider's
// returns, and the outcome of each API call as the done/error event it produces. The unit tests
// and the path listing (scripts/qa.ts) read their paths from here.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { EventRegistration } from '../../../../core/contracts/customer-contract';
import type { RefundListEntry } from '../../../../core/domain/refund';
import { makeRegistration } from '../../../../test-support/app/registration-fixture';
import {
  type LabelledEvent,
  type MachineModel,
  type ModelPath,
  modelPaths,
  startEvent,
} from '../../../../test-support/charts/model-paths';
import type { WalletContext } from './wallet-context';
import { walletMachine } from './wallet-machine';
import type { EventWallet, PaymentReturn, WalletInput } from './wallet-types';

/** Before the event, a ticket with nothing on it yet: 'Online Top Up'. */
export const PUBLISHED_TICKET = makeRegistration({ state: 'PUBLISHED', balance: 0 });
/** After the event, a refund lodged from a tag; the refunds call names the tag. */
export const LODGED_TAG = makeRegistration({
  state: 'FINISHED',
  refundStatus: 'PROCESSING',
  balance: 12.5,
  uid: '04A1B2C3D4E5F6',
  ticketNumber: null,
  walletId: 'wallet-2',
});
/** During the event, with money left: 'Lodge Wallet Refund'. */
export const RUNNING_TICKET = makeRegistration({
  state: 'STARTED',
  refundStatus: 'AVAILABLE',
  balance: 8,
  walletId: 'wallet-3',
});

/** The purchase the provider's returns of the model name: a top up on WALLET's ledger. */
export const PAID_REFERENCE = 'P-1';
/** A reference on no wallet of the customer's: a made-up or someone else's return address. */
export const UNKNOWN_REFERENCE = 'TU-NOPE';

/**
 * The wallet as fetched: more money than the registration in the customer list knew of, and
 * older rows beyond its page.
 */
export const WALLET: EventWallet = {
  customerId: 'sub-ann',
  balance: { current: 30 },
  transactionList: [
    {
      purchaseReference: PAID_REFERENCE,
      purchaseCategory: 'TOP_UP',
      purchaseState: 'COMPLETED',
      purchaseTotal: 30,
      purchaseDate: '2026-01-10T10:00:00Z',
      kind: 'online-top-up',
      description: 'Online top up',
      status: 'approved',
    },
  ],
  hasMore: true,
};

/** Show more's answer: the last page, one older row (its balance the same call's). */
export const OLDER_PAGE: EventWallet = {
  ...WALLET,
  transactionList: [
    {
      purchaseReference: 'TAP-0',
      purchaseCategory: 'PURCHASE',
      purchaseState: 'COMPLETED',
      purchaseTotal: -4.5,
      purchaseDate: '2026-01-09T21:15:00Z',
      kind: 'purchase',
      description: 'Purchase · Bar 3',
      status: 'approved',
    },
  ],
  hasMore: false,
};

export const OPEN_REFUND: RefundListEntry = {
  batchState: 'OPEN',
  batchItemAccountNumber: '01-0902-0068389-00',
  refundPurchaseRef: 'R-1',
};
export const REFUNDS: RefundListEntry[] = [
  { batchState: 'CLOSED', batchItemAccountNumber: '01-0902-0068389-00', refundPurchaseRef: 'R-0' },
  OPEN_REFUND,
];

export const OFFLINE_MESSAGE = 'Network Error';
export const PAGING_MESSAGE = '503 : Service Unavailable';
export const REFUSED_MESSAGE = '404 : Wallet not found';

const done = (id: string, output?: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${id}`,
  output,
});

// Plain data, as paths are told apart by their events' JSON (an Error's would be {}).
const failed = (id: string, error: { message: string; offline?: boolean }): AnyEventObject => ({
  type: `xstate.error.actor.${id}`,
  error,
});

const event = (label: string, value: AnyEventObject): LabelledEvent => ({ label, event: value });

const returned = (state: string | null): PaymentReturn => ({ reference: PAID_REFERENCE, state });

/** The customer's registrations the session starts the wallet chart with. */
export const REGISTRATIONS = [PUBLISHED_TICKET, LODGED_TAG, RUNNING_TICKET];

/** The address the page opens on: the walletId it names and the provider's return, if any. */
const opened = (
  registration: EventRegistration | null,
  paymentReturn: PaymentReturn | null = null,
) =>
  startEvent({
    registration: registration?.walletId ?? null,
    registrations: REGISTRATIONS,
    paymentReturn,
  } satisfies WalletInput);

export const walletStarts: readonly LabelledEvent[] = [
  event('open published ticket', opened(PUBLISHED_TICKET)),
  event('open lodged tag', opened(LODGED_TAG)),
  event('open running', opened(RUNNING_TICKET)),
  event('open no registration', opened(null)),
  event('return completed', opened(PUBLISHED_TICKET, returned('completed'))),
  event('return pending', opened(PUBLISHED_TICKET, returned('pending'))),
  event('return declined', opened(PUBLISHED_TICKET, returned('declined'))),
  event(
    'return unknown reference',
    opened(PUBLISHED_TICKET, { reference: UNKNOWN_REFERENCE, state: 'completed' }),
  ),
  event('return lost registration', opened(null, { reference: null, state: 'completed' })),
  // An older return address without the registration: the purchase reference finds it.
  event('return unselected', opened(null, returned('completed'))),
];

export const walletEvents: readonly LabelledEvent[] = [
  event('findPaidRegistration found', done('findPaidRegistration', PUBLISHED_TICKET)),
  event('findPaidRegistration none', done('findPaidRegistration', null)),
  event('findPaidRegistration error', failed('findPaidRegistration', { message: OFFLINE_MESSAGE })),

  event('fetchWallet done', done('fetchWallet', WALLET)),
  event(
    'fetchWallet error offline',
    failed('fetchWallet', { message: OFFLINE_MESSAGE, offline: true }),
  ),
  event('fetchWallet error refused', failed('fetchWallet', { message: REFUSED_MESSAGE })),
  event('fetchRefunds done', done('fetchRefunds', REFUNDS)),
  event('fetchRefunds error', failed('fetchRefunds', { message: OFFLINE_MESSAGE, offline: true })),

  event('wallet.refresh', { type: 'wallet.refresh' }),

  event('wallet.more', { type: 'wallet.more' }),
  event('fetchMore done', done('fetchMore', OLDER_PAGE)),
  event('fetchMore error', failed('fetchMore', { message: PAGING_MESSAGE })),
];

/**
 * Show more is walked on the running wallet only: the browser needs a page's worth of taps to
 * offer it, and readers tap only while the event runs. The chart offers it on any wallet the
 * server says has more (the unit tests' acceptance checks that).
 */
function walletOffers(snapshot: AnyMachineSnapshot, { label }: LabelledEvent): boolean {
  if (label !== 'wallet.more') return true;
  const { registration } = snapshot.context as WalletContext;
  return registration?.walletId === RUNNING_TICKET.walletId;
}

// The chart names the next screen to the session; a path search runs it with none, so that
// effect is inert here (the tests record it instead).
export const sessionlessWalletMachine = walletMachine.provide({ actions: { navigate: () => {} } });

export const walletModel: MachineModel = {
  machine: sessionlessWalletMachine,
  starts: walletStarts,
  events: walletEvents,
  offers: walletOffers,
};

export function walletPaths(): ModelPath[] {
  return modelPaths(walletModel);
}
