/**
 * The donation page (DESIGN §8 "Donation"): give all or part of a wallet's balance to its event's
 * charity, no fee, instead of or beside a refund.
 *
 * The donation page's chart starts it with `input` (DonationInput): the wallet just fetched. As it
 * opens it stamps the visit (`stampVisit`): the requestKey of its one donation and the moment it
 * began, which the rules read the operator's close time against.
 *
 * States:
 * - opening     the start: on to choosing, or closed when the wallet cannot donate now
 * - choosing    all of the balance or an amount (donation.choose, donation.amount);
 *               donation.submit checks the amount (donationAmountError's text at the field, in
 *               `amountError`) or moves on with it accepted (`amountCents`)
 * - confirming  the dialog naming the charity and the amount: donation.confirm | donation.cancel
 * - giving      the donate call, with the visit's requestKey (busy)
 * - failed      no answer came, so whether it gave is unknown: donation.retry sends the same
 *               request again; donation.cancel goes back to choosing
 * - closed      final, on the wallet: after the donation ('Donation Made', its thank-you), when
 *               the server refused it for good (its reason), or on opening when donationError
 *               names why this wallet cannot donate now
 *
 * The requestKey is the visit's: every request the page sends carries it, so a retry, or a new
 * choice after a failure, never gives twice (the server answers the donation it already made for
 * the key, or refuses a different amount under it). A visit makes at most one donation, since the
 * page closes once one is made.
 *
 * Effects are supplied by the app with provide(): the actor of donation-services.ts and the
 * actions `stampVisit`, `navigate` and `notify`.
 */
import { assign, setup } from 'xstate';
import type { EventRegistration } from '../../../../core/contracts/customer-contract';
import { donationAmountError, donationError } from '../../../../core/domain/donation';
import { fromCents, toCents } from '../../../../core/domain/money';
import { refusalReason } from '../../../chart-shared/failure-message';
import { navigateSession } from '../../../chart-shared/session-events';
import type { DonationEvent } from './donation-events';
import { type DonationApi, donationActors } from './donation-services';
import type {
  DonationAlert,
  DonationInput,
  DonationNavigation,
  DonationRequest,
} from './donation-types';

export interface DonationContext {
  registration: EventRegistration;
  balanceCents: number;
  requestKey: string;
  openedAt: string;
  /** All of the balance, or the typed amount. */
  whole: boolean;
  amountText: string;
  /** The amount field's message, or null. */
  amountError: string | null;
  /** The accepted amount the confirmation names (the balance when giving all of it). */
  amountCents: number | null;
}

export function openedDonationContext(input: DonationInput): DonationContext {
  return {
    registration: input.registration,
    balanceCents: toCents(input.balance),
    requestKey: '',
    openedAt: '',
    whole: true,
    amountText: '',
    amountError: null,
    amountCents: null,
  };
}

/** The charity the event names, or null when it names none. */
export function charityOf({ registration }: Pick<DonationContext, 'registration'>): string | null {
  return registration.event.charityName ?? null;
}

/** Why this wallet cannot donate now (donationError), or null when the page may be used. */
export function openError(context: DonationContext): string | null {
  const { registration } = context;
  return donationError(
    {
      charityName: charityOf(context),
      eventState: registration.event.state,
      refundStatus: registration.refundStatus,
      refundsCloseAt: registration.event.refundsCloseAt ?? null,
      balanceCents: context.balanceCents,
    },
    new Date(context.openedAt),
  );
}

/** The typed amount in cents; text that is no amount counts as none (the minimum's message). */
function typedCents(text: string): number {
  try {
    return toCents(text);
  } catch {
    return 0;
  }
}

/** What the customer chose to give, in cents. */
export function chosenCents(context: DonationContext): number {
  return context.whole ? context.balanceCents : typedCents(context.amountText);
}

function amountErrorOf(context: DonationContext): string | null {
  return donationAmountError(chosenCents(context), context.balanceCents);
}

function donationRequest(context: DonationContext): DonationRequest {
  const { registration, requestKey, whole } = context;
  const request = { walletId: registration.walletId, eventId: registration.event.id, requestKey };
  if (whole) return { ...request, wholeBalance: true };
  return { ...request, wholeBalance: false, amount: fromCents(context.amountCents ?? 0) };
}

// Until the app provides it the call rejects, so a forgotten provide() fails loudly.
const notProvided: DonationApi = {
  donate: () => Promise.reject(new Error("The donation machine's donate was not provided")),
};

const toWallet = {
  type: 'navigate',
  params: ({ context }: { context: DonationContext }) => ({
    screen: 'wallet' as const,
    registration: context.registration.walletId,
  }),
} as const;

export const donationMachine = setup({
  types: {
    context: {} as DonationContext,
    events: {} as DonationEvent,
    input: {} as DonationInput,
  },
  actors: donationActors(notProvided),
  actions: {
    // The app's router and alerts; provide() replaces these no-ops.
    navigate: navigateSession<DonationContext, DonationEvent, DonationNavigation>(),
    notify: (_, _params: DonationAlert) => {},
    // The app's key maker and clock; until provided, a visit cannot be stamped.
    stampVisit: assign((): Pick<DonationContext, 'requestKey' | 'openedAt'> => {
      throw new Error("The donation machine's stampVisit was not provided");
    }),
    choose: assign((_, params: { whole: boolean }) => ({ whole: params.whole, amountError: null })),
    typeAmount: assign((_, params: { text: string }) => ({
      amountText: params.text,
      amountError: null,
    })),
    showAmountError: assign(({ context }) => ({ amountError: amountErrorOf(context) })),
    acceptAmount: assign(({ context }) => ({
      amountError: null,
      amountCents: chosenCents(context),
    })),
  },
  guards: {
    hasDonationError: ({ context }) => openError(context) !== null,
    isAmountValid: ({ context }) => amountErrorOf(context) === null,
    isRefused: (_, params: { error: unknown }) => refusalReason(params.error) !== null,
  },
}).createMachine({
  id: 'donation',
  context: ({ input }) => openedDonationContext(input),
  initial: 'opening',
  states: {
    opening: {
      entry: 'stampVisit',
      always: [
        {
          guard: 'hasDonationError',
          target: 'closed',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => ({
                kind: 'donationUnavailable',
                message: openError(context) ?? '',
              }),
            },
            toWallet,
          ],
        },
        { target: 'choosing' },
      ],
    },
    choosing: {
      on: {
        'donation.choose': {
          actions: { type: 'choose', params: ({ event }) => ({ whole: event.whole }) },
        },
        'donation.amount': {
          actions: { type: 'typeAmount', params: ({ event }) => ({ text: event.text }) },
        },
        'donation.submit': [
          { guard: 'isAmountValid', target: 'confirming', actions: 'acceptAmount' },
          { actions: 'showAmountError' },
        ],
      },
    },
    confirming: {
      on: {
        'donation.confirm': { target: 'giving' },
        'donation.cancel': { target: 'choosing' },
      },
    },
    giving: {
      tags: 'busy',
      invoke: {
        id: 'donate',
        src: 'donate',
        input: ({ context }) => donationRequest(context),
        onDone: {
          target: 'closed',
          actions: [
            {
              type: 'notify',
              params: ({ event }) => ({
                kind: 'donationMade',
                charityName: event.output.donation.charityName,
                amountCents: toCents(event.output.donation.amount),
              }),
            },
            toWallet,
          ],
        },
        onError: [
          {
            // Refused for good: nothing was given, and sending the same again cannot help.
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'closed',
            actions: [
              {
                type: 'notify',
                params: ({ event }) => ({
                  kind: 'donationRefused',
                  message: refusalReason(event.error) ?? '',
                }),
              },
              toWallet,
            ],
          },
          { target: 'failed' },
        ],
      },
    },
    failed: {
      on: {
        'donation.retry': { target: 'giving' },
        'donation.cancel': { target: 'choosing' },
      },
    },
    closed: { type: 'final' },
  },
});

export type DonationMachine = typeof donationMachine;
