/**
 * The event wallet page (spec §2 Event wallet, §4 Wallet page, §8 Wallet/registration).
 *
 * The session starts it with `input` (WalletInput): its context is the registration the address
 * names, looked up in the customer's list, and the provider's return (spec §2) when the address
 * came back with one, kept in `paymentReturn` until the wallet answers.
 *
 * States:
 * - opening  the start, passed through: the provider's parameters leave the address, and what
 *            the address names decides open, finding or closed
 * - finding  back from the payment provider with no registration in the address: the purchase
 *            reference finds the wallet it was made for (`findPaidRegistration`), which the app
 *            then selects (`selectRegistration`)
 * - open     parallel: wallet (loading | ready | paging | offline) and refunds (loading |
 *            ready | unavailable), the two calls the page makes; wallet.refresh, which the
 *            session sends once it has fetched the customer list for the Refresh button, takes
 *            the registration from that list and makes both again from the newest page: one
 *            call of each kind. wallet.more (Show more, while the server says older rows remain)
 *            pages: the wallet call again, `before` the oldest row fetched, its rows appended;
 *            a failed page keeps the rows shown and says why (`pagingError`). Beside them runs
 *            the page's lost-band chart (child 'lostBand', lost-band-machine.ts) for the band
 *            the page opened on: its 'Report Band Lost'
 * - closed   final: no registration ('Event Not Found') or no wallet ('Wallet Not Found'),
 *            both alerted and sent Home
 *
 * One rule for a failed wallet fetch (spec §8 names both outcomes): when the server answered, the
 * wallet is not there for this customer, so 'Wallet Not Found' then /home; when no answer came
 * back (the app marks the failure `offline`), the page stays with what it knows — the
 * registration's balance, status and buttons — and the transaction list shows 'Working offline -
 * unable to get transaction list' (the `offline` state). A failed refund-list fetch only hides
 * 'Amend bank account'.
 *
 * The provider's outcome ('Payment Completed', 'Payment Pending' or 'Payment Failed') is told
 * once, when the first wallet the server answers holds the purchase the return names: the address
 * alone claims nothing, so a made-up or someone else's reference is never told as a payment.
 *
 * The registration in the context carries the balance of the last wallet fetched; the buttons are
 * derived from it, the refund list and the offline note by the domain rules (`walletButtonsOf`,
 * a selector, not context). Working offline, the page offers no online top up: a payment cannot
 * start without the server.
 *
 * Effects are supplied by the app with provide(): the actors of wallet-services.ts and the actions
 * `navigate`, `notify`, `notifyPaymentReturn` (once the fetched wallet holds the purchase) and
 * `clearPaymentQuery` (removes 'reference' and 'state' from the address).
 */
import { assign, enqueueActions, setup } from 'xstate';
import type { Customer, EventRegistration } from '../../../../core/contracts/customer-contract';
import type { RefundListEntry } from '../../../../core/domain/refund';
import { findRegistrationByWalletId } from '../../../../core/domain/registration';
import { withOlderRows } from '../../../../core/domain/transactions';
import { navigateSession } from '../../../chart-shared/session-events';
import { lostBandMachine } from './lost-band-machine';
import { holdsPurchase, paymentReturnKind } from './payment-return';
import {
  hasOlderRows,
  olderRowsRequest,
  openedWalletContext,
  refundsRequest,
  selected,
  type WalletContext,
  walletRequest,
} from './wallet-context';
import type { WalletEvent } from './wallet-events';
import { type WalletApi, walletActors, walletFailure } from './wallet-services';
import type {
  EventWallet,
  PaymentReturn,
  PaymentReturnKind,
  PaymentReturnNotice,
  WalletAlert,
  WalletInput,
  WalletNavigation,
} from './wallet-types';

type WalletDone = { output: EventWallet };

// The wallet just fetched holds the returned purchase, which the provider answered as `kind`.
function confirmedAs(kind: PaymentReturnKind) {
  const notice = ({ context }: { context: WalletContext }): PaymentReturnNotice => ({
    kind,
    reference: context.paymentReturn?.reference ?? null,
  });
  return {
    guard: {
      type: 'isPaymentOfWallet',
      params: ({ context, event }: { context: WalletContext; event: WalletDone }) => ({
        paymentReturn: context.paymentReturn,
        wallet: event.output,
        kind,
      }),
    },
    target: 'ready',
    actions: [
      { type: 'notifyPaymentReturn', params: notice },
      { type: 'keepToldPayment', params: notice },
      {
        type: 'keepWallet',
        params: ({ event }: { event: WalletDone }) => ({ wallet: event.output }),
      },
    ],
  } as const;
}

// Until the app provides them every call rejects, so a forgotten provide() fails loudly.
const notProvided: WalletApi = {
  fetchWallet: () => Promise.reject(new Error("The wallet machine's fetchWallet was not provided")),
  fetchRefunds: () =>
    Promise.reject(new Error("The wallet machine's fetchRefunds was not provided")),
  findPaidRegistration: () =>
    Promise.reject(new Error("The wallet machine's findPaidRegistration was not provided")),
};

const toHome = { type: 'navigate', params: { screen: 'home' } } as const;
const refetch = ['#wallet.open.wallet.loading', '#wallet.open.refunds.loading'];
const refresh = {
  target: refetch,
  actions: {
    type: 'takeCustomer',
    params: ({ event }: { event: WalletEvent }) => ({
      customer: event.type === 'wallet.refresh' ? event.customer : undefined,
    }),
  },
} as const;

export const walletMachine = setup({
  types: {
    context: {} as WalletContext,
    events: {} as WalletEvent,
    input: {} as WalletInput,
  },
  actors: { ...walletActors(notProvided), lostBand: lostBandMachine },
  actions: {
    navigate: navigateSession<WalletContext, WalletEvent, WalletNavigation>(),
    // The app's alerts and address bar; provide() replaces these no-ops.
    notify: (_, _params: WalletAlert) => {},
    notifyPaymentReturn: (_, _params: PaymentReturnNotice) => {},
    clearPaymentQuery: () => {},
    takeCustomer: assign(({ context }, params: { customer: Customer | undefined }) => {
      const listed =
        params.customer &&
        findRegistrationByWalletId(
          params.customer.eventRegistrationList,
          selected(context).walletId,
        );
      if (!listed) return {};
      // The balance stays the last fetched wallet's, which the page shows with its transactions.
      const registration = context.wallet
        ? { ...listed, walletBalance: context.wallet.balance.current }
        : listed;
      return { registration };
    }),
    selectRegistration: (_, _params: { registration: EventRegistration }) => {},
    select: assign((_, params: { registration: EventRegistration }) => ({
      registration: params.registration,
    })),
    keepWallet: assign(({ context }, params: { wallet: EventWallet }) => {
      const registration = { ...selected(context), walletBalance: params.wallet.balance.current };
      return {
        wallet: params.wallet,
        registration,
        offlineError: null,
        pagingError: null,
        // Told or not, the return is settled by the server's first answer.
        paymentReturn: null,
      };
    }),
    // The balance stays the newest page's: an older page only adds rows below those shown.
    keepOlderRows: assign(({ context }, params: { page: EventWallet }) => {
      if (!context.wallet) return {};
      return {
        wallet: {
          ...context.wallet,
          transactionList: withOlderRows(
            context.wallet.transactionList,
            params.page.transactionList,
          ),
          hasMore: params.page.hasMore === true,
        },
        pagingError: null,
      };
    }),
    keepPagingError: assign((_, params: { message: string | null }) => ({
      pagingError: params.message,
    })),
    keepToldPayment: assign((_, params: PaymentReturnNotice) => ({ toldPayment: params })),
    keepRefunds: assign((_, params: { refunds: RefundListEntry[] }) => ({
      refunds: params.refunds,
    })),
    workOffline: assign((_, params: { message: string }) => ({
      offlineError: params.message,
    })),
  },
  guards: {
    hasRegistration: (_, params: { registration: EventRegistration | null }) =>
      params.registration !== null,
    hasOlderRows: (_, params: { wallet: EventWallet | null }) => hasOlderRows(params.wallet),
    hasPaymentReference: (_, params: { paymentReturn: PaymentReturn | null | undefined }) =>
      Boolean(params.paymentReturn?.reference),
    isOffline: (_, params: { error: unknown }) => walletFailure(params.error).offline,
    isPaymentOfWallet: (
      _,
      params: { paymentReturn: PaymentReturn | null; wallet: EventWallet; kind: PaymentReturnKind },
    ) => {
      const reference = params.paymentReturn?.reference;
      return (
        Boolean(reference) &&
        holdsPurchase(params.wallet, reference as string) &&
        paymentReturnKind(params.paymentReturn?.state ?? null) === params.kind
      );
    },
  },
}).createMachine({
  id: 'wallet',
  context: ({ input }) => openedWalletContext(input),
  initial: 'opening',
  states: {
    // Where the page opens; the provider's parameters leave the address at once, and what they
    // claim waits for the wallet.
    opening: {
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.paymentReturn) enqueue('clearPaymentQuery');
      }),
      always: [
        {
          guard: {
            type: 'hasRegistration',
            params: ({ context }) => ({ registration: context.registration }),
          },
          target: 'open',
        },
        {
          guard: {
            type: 'hasPaymentReference',
            params: ({ context }) => ({ paymentReturn: context.paymentReturn }),
          },
          target: 'finding',
        },
        {
          target: 'closed',
          actions: [{ type: 'notify', params: { kind: 'eventNotFound' } }, toHome],
        },
      ],
    },
    finding: {
      tags: 'busy',
      invoke: {
        id: 'findPaidRegistration',
        src: 'findPaidRegistration',
        input: ({ context }) => ({
          reference: context.paymentReturn?.reference ?? '',
          registrations: context.registrations,
        }),
        onDone: [
          {
            guard: {
              type: 'hasRegistration',
              params: ({ event }) => ({ registration: event.output }),
            },
            target: 'open',
            actions: [
              {
                type: 'select',
                params: ({ event }) => ({ registration: event.output as EventRegistration }),
              },
              {
                type: 'selectRegistration',
                params: ({ event }) => ({ registration: event.output as EventRegistration }),
              },
            ],
          },
          {
            target: 'closed',
            actions: [{ type: 'notify', params: { kind: 'eventNotFound' } }, toHome],
          },
        ],
        onError: {
          target: 'closed',
          actions: [{ type: 'notify', params: { kind: 'eventNotFound' } }, toHome],
        },
      },
    },
    open: {
      type: 'parallel',
      // The page's 'Report Band Lost' (lost-band-machine.ts), for the band the page opened on.
      invoke: {
        id: 'lostBand',
        src: 'lostBand',
        input: ({ context }) => ({
          mode: 'report' as const,
          registration: selected(context).walletId,
          registrations: [selected(context)],
        }),
      },
      states: {
        wallet: {
          initial: 'loading',
          states: {
            loading: {
              tags: 'busy',
              invoke: {
                id: 'fetchWallet',
                src: 'fetchWallet',
                input: ({ context }) => walletRequest(selected(context)),
                onDone: [
                  confirmedAs('completed'),
                  confirmedAs('pending'),
                  confirmedAs('failed'),
                  {
                    target: 'ready',
                    actions: {
                      type: 'keepWallet',
                      params: ({ event }) => ({ wallet: event.output }),
                    },
                  },
                ],
                onError: [
                  {
                    guard: { type: 'isOffline', params: ({ event }) => ({ error: event.error }) },
                    target: 'offline',
                    actions: {
                      type: 'workOffline',
                      params: ({ event }) => ({ message: walletFailure(event.error).message }),
                    },
                  },
                  {
                    target: '#wallet.closed',
                    actions: [
                      {
                        type: 'notify',
                        params: ({ event }) => ({
                          kind: 'walletNotFound',
                          message: walletFailure(event.error).message,
                        }),
                      },
                      toHome,
                    ],
                  },
                ],
              },
            },
            ready: {
              on: {
                'wallet.refresh': refresh,
                'wallet.more': {
                  guard: {
                    type: 'hasOlderRows',
                    params: ({ context }) => ({ wallet: context.wallet }),
                  },
                  target: 'paging',
                  actions: { type: 'keepPagingError', params: { message: null } },
                },
              },
            },
            paging: {
              invoke: {
                id: 'fetchMore',
                src: 'fetchMore',
                input: ({ context }) => olderRowsRequest(context),
                onDone: {
                  target: 'ready',
                  actions: {
                    type: 'keepOlderRows',
                    params: ({ event }) => ({ page: event.output }),
                  },
                },
                // Offline or refused, the rows shown stay: Show more can be pressed again.
                onError: {
                  target: 'ready',
                  actions: {
                    type: 'keepPagingError',
                    params: ({ event }) => ({ message: walletFailure(event.error).message }),
                  },
                },
              },
              on: { 'wallet.refresh': refresh },
            },
            offline: { on: { 'wallet.refresh': refresh } },
          },
        },
        refunds: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'fetchRefunds',
                src: 'fetchRefunds',
                input: ({ context }) => refundsRequest(selected(context)),
                onDone: {
                  target: 'ready',
                  actions: {
                    type: 'keepRefunds',
                    params: ({ event }) => ({ refunds: event.output }),
                  },
                },
                // The last list known (none at first) stays: it only decides the amend link.
                onError: { target: 'unavailable' },
              },
            },
            ready: {},
            unavailable: {},
          },
        },
      },
    },
    closed: { type: 'final' },
  },
});

export type WalletMachine = typeof walletMachine;
