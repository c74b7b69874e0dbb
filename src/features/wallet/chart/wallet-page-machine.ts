/**
 * A page that works from the wallet as the server has it now (the top-up and refund pages, spec
 * §4) as the session's flow: the wallet chart fetches the wallet and its refund list, then the
 * page's form chart runs, started with `input` made from what was fetched. The wallet chart
 * alerts and goes home when the address names no registration of the customer or no wallet.
 *
 * States:
 * - fetching   the wallet chart (child 'wallet') fetches: loading | offline (no answer came
 *              back; walletPage.retry asks again)
 * - form       the page's form chart (child 'form') runs with the page's input and the wallet
 * - closed     final: the wallet chart closed ('Event Not Found' or 'Wallet Not Found', home) or
 *              the form chart did
 *
 * Effects are those of the two charts, supplied by the app with provide() on `wallet` and `form`.
 *
 * Each page sets up its own chart with its form (`walletPageSetup`) and builds it from the states
 * here (`walletPageConfig`): XState types an invoke only of a chart it knows, not of a type
 * parameter, so the page, which knows its form, is where the two meet.
 */
import { type AnyStateMachine, assign, type SnapshotFrom, setup } from 'xstate';
import { type FetchedWallet, fetchedWallet, isWalletOffline } from './wallet-fetched';
import { walletMachine } from './wallet-machine';
import type { WalletInput } from './wallet-types';

/** The walletId the address names and the customer's registrations it is looked up in. */
export type WalletPageInput = Omit<WalletInput, 'paymentReturn'>;

export interface WalletPageContext<Input extends WalletPageInput> {
  input: Input;
  fetched: FetchedWallet | null;
}

/** The offline page's 'Try Again'. */
export type WalletPageEvent = { type: 'walletPage.retry' };

type WalletSnapshot = SnapshotFrom<typeof walletMachine>;

// Only the form calls it, and it is entered with the fetched wallet.
function fetchedOf(context: { fetched: FetchedWallet | null }): FetchedWallet {
  if (!context.fetched) throw new Error('The form opened without a fetched wallet');
  return context.fetched;
}

/** The page chart's effects and rules, with its form chart under the name `form`. */
export function walletPageSetup<Input extends WalletPageInput, Form extends AnyStateMachine>(
  form: Form,
) {
  return setup({
    types: {
      context: {} as WalletPageContext<Input>,
      events: {} as WalletPageEvent,
      input: {} as Input,
      children: {} as { wallet: 'wallet'; form: 'form' },
    },
    actors: { wallet: walletMachine, form },
    actions: {
      keepFetched: assign((_, params: { snapshot: WalletSnapshot }) => ({
        fetched: fetchedWallet(params.snapshot),
      })),
    },
    guards: {
      isFetched: (_, params: { snapshot: WalletSnapshot }) =>
        fetchedWallet(params.snapshot) !== null,
      isOffline: (_, params: { snapshot: WalletSnapshot }) => isWalletOffline(params.snapshot),
    },
  });
}

type SnapshotEvent = { event: { snapshot: WalletSnapshot } };
const ofSnapshot = ({ event }: SnapshotEvent) => ({ snapshot: event.snapshot });

/** The page chart `id`, its form started with formInput(the fetched wallet, page input). */
export function walletPageConfig<Input extends WalletPageInput, FormInput>(
  id: string,
  formInput: (fetched: FetchedWallet, input: Input) => FormInput,
) {
  return {
    id,
    context: ({ input }: { input: Input }): WalletPageContext<Input> => ({ input, fetched: null }),
    initial: 'fetching',
    states: {
      fetching: {
        initial: 'loading',
        invoke: {
          id: 'wallet',
          src: 'wallet',
          input: ({ context }: { context: WalletPageContext<Input> }): WalletInput => ({
            registration: context.input.registration,
            registrations: context.input.registrations,
            paymentReturn: null,
          }),
          onSnapshot: [
            {
              guard: { type: 'isFetched', params: ofSnapshot },
              target: 'form',
              actions: { type: 'keepFetched', params: ofSnapshot },
            },
            { guard: { type: 'isOffline', params: ofSnapshot }, target: '.offline' },
          ],
          onDone: { target: 'closed' },
        },
        states: {
          loading: {},
          // Try Again starts the wallet chart afresh, which asks for the wallet and its refunds.
          offline: { on: { 'walletPage.retry': { target: `#${id}.fetching`, reenter: true } } },
        },
      },
      form: {
        invoke: {
          id: 'form',
          src: 'form',
          input: ({ context }: { context: WalletPageContext<Input> }) =>
            formInput(fetchedOf(context), context.input),
          onDone: { target: 'closed' },
        },
      },
      closed: { type: 'final' },
    },
  } as const;
}
