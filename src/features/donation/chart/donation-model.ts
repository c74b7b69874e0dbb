// The donation machine's test model: the wallets the page opens on (one that may donate, and
// one for each reason it may not), the choices and amounts a customer makes, and the outcomes of
// the donate call. The unit tests, the path listing (scripts/qa.ts) and the browser walk read
// their paths from here.
import { type AnyEventObject, assign } from 'xstate';
import type { EventRegistration } from '../../../../core/contracts/customer-contract';
import { makeRegistration } from '../../../../test-support/app/registration-fixture';
import {
  type LabelledEvent,
  type MachineModel,
  type ModelPath,
  modelPaths,
  startEvent,
} from '../../../../test-support/charts/model-paths';
import { donationMachine } from './donation-machine';
import type { DonationInput } from './donation-types';

export const CHARITY = 'Kids Can';
export const REQUEST_KEY = '7f0c3a52-2f4e-4c55-9a51-0d1f2e3a4b5c';
export const OPENED_AT = '2026-03-01T12:00:00.000Z';

function withEvent(
  registration: EventRegistration,
  event: Partial<EventRegistration['event']>,
): EventRegistration {
  return { ...registration, event: { ...registration.event, ...event } };
}

/** $40.00 on a finished event whose charity is Kids Can ($2.50 refund fee, fixture rate card). */
export const FINISHED_WITH_CHARITY = withEvent(
  makeRegistration({ state: 'FINISHED', refundStatus: 'AVAILABLE', balance: 40 }),
  { charityName: CHARITY, refundsCloseAt: null },
);
export const NO_CHARITY = withEvent(FINISHED_WITH_CHARITY, { charityName: null });
export const LODGED_WITH_CHARITY: EventRegistration = {
  ...FINISHED_WITH_CHARITY,
  refundStatus: 'PROCESSING',
};
/** The operator closed refunds three hours before the page opened. */
export const PAST_CLOSE = withEvent(FINISHED_WITH_CHARITY, {
  refundsCloseAt: '2026-03-01T09:00:00.000Z',
});

/** Amounts as a customer types them: a part of the $40.00, more than it, and nothing. */
export const PART_AMOUNT = '15';
export const TOO_MUCH = '50';

const open = (registration: EventRegistration, balance: number): AnyEventObject =>
  startEvent({ registration, balance } satisfies DonationInput);

const event = (label: string, value: AnyEventObject): LabelledEvent => ({ label, event: value });

export const donationStarts: readonly LabelledEvent[] = [
  event('open with charity', open(FINISHED_WITH_CHARITY, 40)),
  event('open without charity', open(NO_CHARITY, 40)),
  event('open refund lodged', open(LODGED_WITH_CHARITY, 40)),
  event('open after close', open(PAST_CLOSE, 40)),
];

/** What the server answers for a donation: the model's is $15.00 given, $25.00 left. */
export const DONATION_ANSWER = {
  donation: { reference: 'DN-1', charityName: CHARITY, amount: 15, date: OPENED_AT },
  balance: 25,
};

export const DONATION_REFUSAL = 'You can donate at most your balance of $12.00';

export const donationEvents: readonly LabelledEvent[] = [
  event('choose amount', { type: 'donation.choose', whole: false }),
  event('choose whole', { type: 'donation.choose', whole: true }),
  event('type part', { type: 'donation.amount', text: PART_AMOUNT }),
  event('type too much', { type: 'donation.amount', text: TOO_MUCH }),
  event('type nothing', { type: 'donation.amount', text: '' }),
  event('donation.submit', { type: 'donation.submit' }),
  event('donation.confirm', { type: 'donation.confirm' }),
  event('donation.cancel', { type: 'donation.cancel' }),
  event('donation.retry', { type: 'donation.retry' }),
  event('donate done', { type: 'xstate.done.actor.donate', output: DONATION_ANSWER }),
  // Plain data, as paths are told apart by their events' JSON (an Error's would be {}).
  event('donate error', { type: 'xstate.error.actor.donate', error: { message: 'Network Error' } }),
  event('donate refused', {
    type: 'xstate.error.actor.donate',
    error: { message: `409 : ${DONATION_REFUSAL}`, status: 409, reason: DONATION_REFUSAL },
  }),
];

// The chart names the next screen to the session; a path search runs it with none.
export const sessionlessDonationMachine = donationMachine.provide({
  // The visit as the model stamps it: a fixed key and moment, so paths are the same every run.
  actions: {
    navigate: () => {},
    stampVisit: assign({ requestKey: REQUEST_KEY, openedAt: OPENED_AT }),
  },
});

export const donationModel: MachineModel = {
  machine: sessionlessDonationMachine,
  starts: donationStarts,
  events: donationEvents,
};

export function donationPaths(): ModelPath[] {
  return modelPaths(donationModel);
}
