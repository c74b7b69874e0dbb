// The transaction detail machine's test model: how the page opens (the address naming a row of
// the customer's wallet, or a wallet that is not theirs), the detail call's outcomes as the
// done/error events they produce, and what the customer does on the page. The unit tests, the
// path listing (scripts/qa.ts) and the browser walk read their paths from here.
import type { AnyEventObject } from 'xstate';
import type { TransactionDetail } from '../../../../core/contracts/transaction-detail-contract';
import { makeRegistration } from '../../../../test-support/app/registration-fixture';
import {
  type LabelledEvent,
  type MachineModel,
  type ModelPath,
  modelPaths,
  startEvent,
} from '../../../../test-support/charts/model-paths';
import { transactionDetailMachine } from './transaction-detail-machine';
import type { TransactionDetailInput } from './transaction-detail-types';

export const DETAIL_REGISTRATION = makeRegistration({ walletId: 'wallet-7', balance: 61 });
export const ROW_REFERENCE = 'TU-1';
export const STRANGER_WALLET = 'wallet-of-someone-else';

export const TOP_UP_DETAIL: TransactionDetail = {
  transaction: {
    purchaseReference: ROW_REFERENCE,
    purchaseCategory: 'TOP_UP',
    purchaseState: 'COMPLETED',
    purchaseTotal: 100,
    purchaseDate: '2026-11-20T09:30:00Z',
    kind: 'online-top-up',
    description: 'Online top up',
    status: 'approved',
  },
  eventName: 'Summer Festival',
  customerName: 'Ann Lee',
  topUp: {
    paymentReference: ROW_REFERENCE,
    amount: 100,
    cardFeePercent: 5,
    cardFee: 5,
    activationFee: 4,
    credit: 91,
    currency: 'NZD',
    outcome: 'approved',
    requestedAt: '2026-11-20T09:29:00Z',
    completedAt: '2026-11-20T09:30:00Z',
  },
};

export const PURCHASE_DETAIL: TransactionDetail = {
  transaction: {
    purchaseReference: ROW_REFERENCE,
    purchaseCategory: 'PURCHASE',
    purchaseState: 'COMPLETED',
    purchaseTotal: -22.5,
    purchaseDate: '2026-11-21T21:05:00Z',
    kind: 'purchase',
    description: 'Purchase · Bar 3',
    status: 'approved',
  },
  eventName: 'Summer Festival',
  customerName: 'Ann Lee',
  purchase: {
    vendor: 'Bar 3',
    items: [
      { name: 'Beer', quantity: 2, unitPrice: 9.5, total: 19 },
      { name: 'Water', quantity: 1, unitPrice: 3.5, total: 3.5 },
    ],
    itemsTotal: 22.5,
  },
};

export const OFFLINE_MESSAGE = 'Network Error';
export const NOT_FOUND_MESSAGE = '404 : Transaction not found';

const event = (label: string, value: AnyEventObject): LabelledEvent => ({ label, event: value });

const opened = (registration: string) =>
  startEvent({
    registration,
    reference: ROW_REFERENCE,
    registrations: [DETAIL_REGISTRATION],
  } satisfies TransactionDetailInput);

export const transactionDetailStarts: readonly LabelledEvent[] = [
  event('open row', opened(DETAIL_REGISTRATION.walletId)),
  event('open stranger wallet', opened(STRANGER_WALLET)),
];

// Plain data, as paths are told apart by their events' JSON (an Error's would be {}).
export const transactionDetailEvents: readonly LabelledEvent[] = [
  event('fetch top-up done', {
    type: 'xstate.done.actor.fetchTransactionDetail',
    output: TOP_UP_DETAIL,
  }),
  event('fetch purchase done', {
    type: 'xstate.done.actor.fetchTransactionDetail',
    output: PURCHASE_DETAIL,
  }),
  event('fetch not found', {
    type: 'xstate.error.actor.fetchTransactionDetail',
    error: { message: NOT_FOUND_MESSAGE, status: 404 },
  }),
  event('fetch error', {
    type: 'xstate.error.actor.fetchTransactionDetail',
    error: { message: OFFLINE_MESSAGE, offline: true },
  }),
  event('retry', { type: 'transaction.retry' }),
  event('print', { type: 'transaction.print' }),
  event('close receipt', { type: 'transaction.receipt.close' }),
];

export const transactionDetailModel: MachineModel = {
  machine: transactionDetailMachine,
  starts: transactionDetailStarts,
  events: transactionDetailEvents,
};

export function transactionDetailPaths(): ModelPath[] {
  return modelPaths(transactionDetailModel);
}
