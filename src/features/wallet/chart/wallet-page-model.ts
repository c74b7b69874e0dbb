// The wallet page chart's test models, one per page it runs (top-up, refund): what the wallet
// chart reports as its snapshots (both fetched, the refund list unavailable, offline), the retry,
// and each child ending as the done event it produces. The unit tests and the path listing
// (scripts/qa.ts) read their paths from here.
import type { AnyEventObject } from 'xstate';
import type { Profile } from '../../../../core/contracts/profile-contract';
import type { LabelledEvent, MachineModel } from '../../../../test-support/charts/model-paths';
import { sessionlessRefundMachine } from '../../refund/chart/refund-model';
import { refundPageMachine } from '../../refund/chart/refund-page-machine';
import { sessionlessTopUpMachine } from '../../top-up/chart/top-up-model';
import { topUpPageMachine } from '../../top-up/chart/top-up-page-machine';
import { walletMachine } from './wallet-machine';
import { OPEN_REFUND, PUBLISHED_TICKET, sessionlessWalletMachine, WALLET } from './wallet-model';

export const PAGE_PROFILE: Profile = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann.lee@example.com',
  phone: '021 555 0101',
  birthDate: null,
  countryCode: 'NZ',
  marketingOptOut: false,
  notificationOptOut: false,
  bankAccount: '01-0902-0068389-00',
  updated: '2026-01-01T00:00:00.000Z',
  firstLogin: false,
  locale: 'en',
};

/** The registration as the wallet chart holds it once fetched: its balance the wallet's. */
export const FETCHED_TICKET = { ...PUBLISHED_TICKET, walletBalance: WALLET.balance.current };

/** The wallet chart's snapshot at `value`, having fetched what `context` says. */
function walletAt(value: Record<string, string>, context: object): AnyEventObject {
  return {
    type: 'xstate.snapshot.wallet',
    snapshot: walletMachine.resolveState({
      value: { open: value },
      context: {
        registration: FETCHED_TICKET,
        registrations: [PUBLISHED_TICKET],
        wallet: null,
        refunds: [],
        offlineError: null,
        pagingError: null,
        paymentReturn: null,
        toldPayment: null,
        ...context,
      },
    }),
  };
}

const event = (label: string, value: AnyEventObject): LabelledEvent => ({ label, event: value });

export const walletPageEvents: readonly LabelledEvent[] = [
  event(
    'both fetched',
    walletAt({ wallet: 'ready', refunds: 'ready' }, { wallet: WALLET, refunds: [OPEN_REFUND] }),
  ),
  event(
    'refund list unavailable',
    walletAt({ wallet: 'ready', refunds: 'unavailable' }, { wallet: WALLET }),
  ),
  event(
    'wallet offline',
    walletAt({ wallet: 'offline', refunds: 'ready' }, { offlineError: 'Network Error' }),
  ),
  event('retry', { type: 'walletPage.retry' }),
  event('wallet closed', { type: 'xstate.done.actor.wallet' }),
  event('form closed', { type: 'xstate.done.actor.form' }),
];

/** The page as the session starts it: the address's walletId in the customer's list. */
export const PAGE_INPUTS = {
  topUp: { registration: PUBLISHED_TICKET.walletId, registrations: [PUBLISHED_TICKET] },
  refund: {
    registration: PUBLISHED_TICKET.walletId,
    registrations: [PUBLISHED_TICKET],
    mode: 'request',
    profile: PAGE_PROFILE,
  },
} as const;

// The page's children name the next screen to the session; a replay runs them with none.
const sessionlessPages = {
  topUp: topUpPageMachine.provide({
    actors: { wallet: sessionlessWalletMachine, form: sessionlessTopUpMachine },
  }),
  refund: refundPageMachine.provide({
    actors: { wallet: sessionlessWalletMachine, form: sessionlessRefundMachine },
  }),
};

export const walletPageModels: Record<keyof typeof PAGE_INPUTS, MachineModel> = {
  topUp: { machine: sessionlessPages.topUp, events: walletPageEvents, input: PAGE_INPUTS.topUp },
  refund: {
    machine: sessionlessPages.refund,
    events: walletPageEvents,
    input: PAGE_INPUTS.refund,
  },
};
