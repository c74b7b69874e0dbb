/**
 * A wallet row's detail page and its receipt (DESIGN §8 History) as the session's flow.
 *
 * The session starts it with `input` (TransactionDetailInput): the walletId and row reference
 * the address names, and the customer's registrations, where the wallet's event is found.
 *
 * States:
 * - opening    transient: the address names a wallet of the customer and a row → loading,
 *              else notFound (no call is made for a wallet that is not theirs)
 * - loading    fetchTransactionDetail runs (tag 'busy')
 * - ready      detail | receipt: the row and its section (top-up, purchase or refund); a
 *              top-up's or refund's 'Print receipt' shows the receipt and asks the browser to
 *              print it (action printReceipt), again on each 'Print receipt' from there
 * - failed     the call failed (offline, the server down): its text, and transaction.retry
 * - notFound   the server has no such row in a wallet of the customer's (404)
 *
 * Back is the page's link to the wallet. Effects are supplied by the app with provide(): the
 * actor `fetchTransactionDetail` (transaction-detail-services.ts) and the action `printReceipt`.
 */
import { assign, setup } from 'xstate';
import { failureMessage } from '../../../chart-shared/failure-message';
import type { TransactionDetailEvent } from './transaction-detail-events';
import {
  type TransactionDetailActors,
  transactionDetailActors,
} from './transaction-detail-services';
import type {
  TransactionDetail,
  TransactionDetailInput,
  TransactionDetailRequest,
} from './transaction-detail-types';

export interface TransactionDetailContext {
  /** The call the address asks for, null when it names no wallet of the customer or no row. */
  request: TransactionDetailRequest | null;
  detail: TransactionDetail | null;
  /** The last failed call's text. */
  error: string | null;
}

/** The call for the wallet and row the address names, when the wallet is the customer's. */
export function detailRequestOf({
  registration,
  reference,
  registrations,
}: TransactionDetailInput): TransactionDetailRequest | null {
  const shown = registrations.find((each) => each.walletId === registration);
  if (!shown || !reference) return null;
  return { walletId: shown.walletId, eventId: shown.event.id, purchaseReference: reference };
}

/** Only a top-up or a refund has a receipt; a purchase's is the vendor's. */
export function hasReceiptSection(detail: TransactionDetail | null): boolean {
  return Boolean(detail?.topUp || detail?.refund);
}

function requestOf(context: TransactionDetailContext): TransactionDetailRequest {
  if (!context.request) throw new Error('The detail was fetched with no request');
  return context.request;
}

// Until the app provides it the call rejects, so a forgotten provide() fails loudly.
const placeholderActors: TransactionDetailActors = transactionDetailActors({
  fetchTransactionDetail: () =>
    Promise.reject(new Error('The transaction detail machine was not provided an API')),
});

export const transactionDetailMachine = setup({
  types: {
    context: {} as TransactionDetailContext,
    events: {} as TransactionDetailEvent,
    input: {} as TransactionDetailInput,
  },
  actors: placeholderActors,
  actions: {
    // The browser's print dialog; provide() replaces this no-op.
    printReceipt: () => {},
    keepDetail: assign((_, params: { detail: TransactionDetail }) => ({
      detail: params.detail,
      error: null,
    })),
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
  },
  guards: {
    hasRequest: ({ context }) => context.request !== null,
    hasReceipt: ({ context }) => hasReceiptSection(context.detail),
    // The server knows no such row in the customer's wallet: asking again will not change that.
    isNotFound: (_, params: { error: unknown }) =>
      (params.error as { status?: unknown } | null)?.status === 404,
  },
}).createMachine({
  id: 'transactionDetail',
  context: ({ input }) => ({ request: detailRequestOf(input), detail: null, error: null }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'hasRequest', target: 'loading' }, { target: 'notFound' }],
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchTransactionDetail',
        src: 'fetchTransactionDetail',
        input: ({ context }) => requestOf(context),
        onDone: {
          target: 'ready',
          actions: { type: 'keepDetail', params: ({ event }) => ({ detail: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          {
            target: 'failed',
            actions: {
              type: 'setError',
              params: ({ event }) => ({ message: failureMessage(event.error) }),
            },
          },
        ],
      },
    },
    ready: {
      initial: 'detail',
      states: {
        detail: {
          on: {
            'transaction.print': { guard: 'hasReceipt', target: 'receipt' },
          },
        },
        receipt: {
          entry: 'printReceipt',
          on: {
            'transaction.print': { actions: 'printReceipt' },
            'transaction.receipt.close': { target: 'detail' },
          },
        },
      },
    },
    failed: {
      on: { 'transaction.retry': { target: 'loading' } },
    },
    notFound: {},
  },
});

export type TransactionDetailMachine = typeof transactionDetailMachine;
