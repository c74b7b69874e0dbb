/**
 * The online top-up page (spec §2 Top up, §4 Top-up page, §5 Top up, §8 Payment).
 *
 * The top-up page's chart starts it with `input` (TopUpInput): the registration and the wallet
 * just fetched.
 *
 * States:
 * - opening      the start: on to the form before the event, else closed
 * - form         editing | failed (the last request failed; `error` holds the server's words and
 *                the screen shows paymentRequestErrorMessage(error, product)); amounts are chosen
 *                in either, and topUp.request leaves when canRequestTopUp allows it, so
 *                `snapshot.can({ type: 'topUp.request' })` is the button's enabled state
 * - requesting   the purchase request is in flight
 * - redirecting  final: `redirectTo` sent the browser to the payment provider
 * - closed       final: the event is not before its start (the page only stays in the before
 *                phase, and says so) and /home is shown
 *
 * orderSummaryOf(context) is computeTopUp's figures (top up, card fee, activation fee, credit)
 * from 20 up, null below; the request's items and figures are taken from it.
 *
 * Effects are supplied by the app with provide(): the actor of top-up-services.ts and the actions
 * `navigate`, `notify` and `redirectTo` (leave the app for the returned address).
 */
import { assign, setup } from 'xstate';
import type { EventRegistration } from '../../../../core/contracts/customer-contract';
import { isBeforeEvent } from '../../../../core/domain/event-phase';
import { fromCents, toCents } from '../../../../core/domain/money';
import {
  canRequestTopUp,
  computeTopUp,
  showOrderSummary,
  type TopUp,
  topUpRateCard,
} from '../../../../core/domain/top-up';
import { isActivationPaid } from '../../../../core/domain/transactions';
import { failureMessage } from '../../../chart-shared/failure-message';
import { navigateSession } from '../../../chart-shared/session-events';
import { type AmountChoice, customChoice, presetChoice } from './amount-choice';
import type { TopUpEvent } from './top-up-events';
import { type TopUpApi, topUpActors } from './top-up-services';
import type { PurchaseRequest, TopUpAlert, TopUpInput, TopUpNavigation } from './top-up-types';

export interface TopUpContext {
  registration: EventRegistration;
  /** The wallet's current balance. */
  balanceCents: number;
  /** A completed top up or activation exists, so no activation fee is added. */
  activationPaid: boolean;
  amountCents: number;
  customAmount: string;
  amountError: string | null;
  /** The server's message for the last failed request. */
  error: string | null;
}

/** The page as it opens: the wallet as fetched, no amount chosen. */
export function openedTopUpContext({
  registration,
  balance,
  transactions,
}: TopUpInput): TopUpContext {
  return {
    registration,
    balanceCents: toCents(balance),
    activationPaid: isActivationPaid(transactions),
    amountCents: 0,
    customAmount: '',
    amountError: null,
    error: null,
  };
}

/**
 * The order summary, shown from the minimum top up: worked out from the amount and the wallet, so
 * it always follows them.
 */
export function orderSummaryOf(context: TopUpContext): TopUp | null {
  const { registration, amountCents } = context;
  if (!showOrderSummary(amountCents)) return null;
  return computeTopUp({
    amountCents,
    currency: registration.event.currency,
    rateCard: topUpRateCard(registration.eventRateCard),
    activationPaid: context.activationPaid,
    balanceCents: context.balanceCents,
  });
}

// Only reachable through the request guard, which needs an amount of at least the minimum.
function purchaseRequest(context: TopUpContext): PurchaseRequest {
  const { registration } = context;
  const summary = orderSummaryOf(context);
  if (!summary) throw new Error('A top up was requested without an order');
  return {
    uid: registration.uid ?? registration.ticketNumber ?? '',
    walletId: registration.walletId,
    description: `Online Top Up - ${registration.event.name}`,
    currency: registration.event.currency,
    category: 'TOP_UP',
    purchaseItemList: summary.items,
    contractCode: registration.eventRateCard.contractCode,
    eventId: registration.event.id,
    creditTotal: fromCents(summary.creditCents),
    cardFee: fromCents(summary.cardFeeCents),
    activationFee: fromCents(summary.activationFeeCents),
  };
}

// Until the app provides it the call rejects, so a forgotten provide() fails loudly.
const notProvided: TopUpApi = {
  requestPurchase: () =>
    Promise.reject(new Error("The top-up machine's requestPurchase was not provided")),
};

const toHome = { type: 'navigate', params: { screen: 'home' } } as const;

export const topUpMachine = setup({
  types: {
    context: {} as TopUpContext,
    events: {} as TopUpEvent,
    input: {} as TopUpInput,
  },
  actors: topUpActors(notProvided),
  actions: {
    // The app's router, alerts and page location; provide() replaces these no-ops.
    navigate: navigateSession<TopUpContext, TopUpEvent, TopUpNavigation>(),
    notify: (_, _params: TopUpAlert) => {},
    redirectTo: (_, _params: { url: string }) => {},
    choose: assign((_, params: AmountChoice) => ({ ...params, error: null })),
    clearError: assign({ error: null }),
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
  },
  guards: {
    isBeforeEvent: ({ context }) => isBeforeEvent(context.registration.event.state),
    isRequestAllowed: ({ context }) =>
      canRequestTopUp({
        amountCents: context.amountCents,
        balanceCents: context.balanceCents,
        inFlight: false,
      }),
  },
}).createMachine({
  id: 'topUp',
  context: ({ input }) => openedTopUpContext(input),
  initial: 'opening',
  states: {
    // spec §4: the page stays only before the event, and says so otherwise.
    opening: {
      always: [
        { guard: 'isBeforeEvent', target: 'form' },
        {
          target: 'closed',
          actions: [{ type: 'notify', params: { kind: 'notBeforeEvent' } }, toHome],
        },
      ],
    },
    form: {
      initial: 'editing',
      on: {
        'topUp.preset': {
          target: '.editing',
          actions: { type: 'choose', params: ({ event }) => presetChoice(event.amount) },
        },
        'topUp.custom': {
          target: '.editing',
          actions: { type: 'choose', params: ({ event }) => customChoice(event.text) },
        },
        'topUp.request': { guard: 'isRequestAllowed', target: 'requesting', actions: 'clearError' },
      },
      states: {
        editing: {},
        failed: {},
      },
    },
    requesting: {
      tags: 'busy',
      invoke: {
        id: 'requestPurchase',
        src: 'requestPurchase',
        input: ({ context }) => purchaseRequest(context),
        onDone: {
          target: 'redirecting',
          actions: { type: 'redirectTo', params: ({ event }) => ({ url: event.output.redirect }) },
        },
        onError: {
          target: 'form.failed',
          actions: {
            type: 'setError',
            params: ({ event }) => ({ message: failureMessage(event.error) }),
          },
        },
      },
    },
    redirecting: { type: 'final', tags: 'busy' },
    closed: { type: 'final' },
  },
});

export type TopUpMachine = typeof topUpMachine;
