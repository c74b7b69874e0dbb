/**
 * The online top-up page (spec §2 /event/wallet/payment) as the session's flow. The form works
 * from the wallet as the server has it now, so the page runs the wallet chart first and the
 * top-up chart once the wallet has answered, each started with `input`.
 *
 * States:
 * - fetching   the wallet chart (child 'wallet') fetches the wallet: loading | offline (no answer
 *              came back; topUpPage.retry asks again)
 * - form       the top-up chart (child 'topUp') runs with the registration and the fetched wallet
 * - closed     final: the wallet chart closed ('Event Not Found' or 'Wallet Not Found', home) or
 *              the top-up chart did (home, or off to the payment provider)
 *
 * Effects are those of the two charts, supplied by the app with provide() on `wallet` and `topUp`.
 */
import { assign, type SnapshotFrom, sendTo, setup } from 'xstate';
import { walletMachine } from '../wallet/wallet-machine';
import type { WalletInput } from '../wallet/wallet-types';
import { topUpMachine } from './top-up-machine';
import type { TopUpInput } from './top-up-types';

/** The walletId the address names and the customer's registrations it is looked up in. */
export type TopUpPageInput = Omit<WalletInput, 'paymentReturn'>;

export interface TopUpPageContext {
  input: TopUpPageInput;
  /** The registration and its wallet once fetched: what the top-up chart starts with. */
  fetched: TopUpInput | null;
}

/** The offline page's 'Try Again'. */
export type TopUpPageEvent = { type: 'topUpPage.retry' };

type WalletSnapshot = SnapshotFrom<typeof walletMachine>;

function fetchedWallet(snapshot: WalletSnapshot): TopUpInput | null {
  const { registration, wallet } = snapshot.context;
  if (!snapshot.matches({ open: { wallet: 'ready' } }) || !registration || !wallet) return null;
  return { registration, balance: wallet.balance.current, transactions: wallet.transactionList };
}

// Only the form calls it, and it is entered with the fetched wallet.
function fetchedOf(context: TopUpPageContext): TopUpInput {
  if (!context.fetched) throw new Error('The top-up form opened without a fetched wallet');
  return context.fetched;
}

export const topUpPageMachine = setup({
  types: {
    context: {} as TopUpPageContext,
    events: {} as TopUpPageEvent,
    input: {} as TopUpPageInput,
  },
  actors: { wallet: walletMachine, topUp: topUpMachine },
  guards: {
    isFetched: (_, params: { snapshot: WalletSnapshot }) => fetchedWallet(params.snapshot) !== null,
    isOffline: (_, params: { snapshot: WalletSnapshot }) =>
      params.snapshot.matches({ open: { wallet: 'offline' } }),
  },
}).createMachine({
  id: 'topUpPage',
  context: ({ input }) => ({ input, fetched: null }),
  initial: 'fetching',
  states: {
    fetching: {
      initial: 'loading',
      invoke: {
        id: 'wallet',
        src: 'wallet',
        input: ({ context }): WalletInput => ({ ...context.input, paymentReturn: null }),
        onSnapshot: [
          {
            guard: { type: 'isFetched', params: ({ event }) => ({ snapshot: event.snapshot }) },
            target: 'form',
            actions: assign({ fetched: ({ event }) => fetchedWallet(event.snapshot) }),
          },
          {
            guard: { type: 'isOffline', params: ({ event }) => ({ snapshot: event.snapshot }) },
            target: '.offline',
          },
        ],
        onDone: { target: 'closed' },
      },
      states: {
        loading: {},
        offline: {
          on: {
            'topUpPage.retry': {
              target: 'loading',
              actions: sendTo('wallet', { type: 'wallet.refresh' }),
            },
          },
        },
      },
    },
    form: {
      invoke: {
        id: 'topUp',
        src: 'topUp',
        input: ({ context }) => fetchedOf(context),
        onDone: { target: 'closed' },
      },
    },
    closed: { type: 'final' },
  },
});

export type TopUpPageMachine = typeof topUpPageMachine;
