// Giving a wallet's balance to the event's charity (DESIGN §8 "Donation"): all of it or an
// amount, no fee, while the wallet could lodge a refund (the same phase, status and close-time
// rules), also when the balance does not cover the refund fee and no refund is possible. While a
// refund is lodged its amount is the balance at payout, so a donation waits until the refund is
// cancelled: the two never take the same money.
import type { EventState } from './event-phase';
import { formatMoney } from './money';
import { refundPageError, refundStatusError } from './refund';
import { refundClosedError } from './refund-close';
import type { RefundStatus } from './refund-status';

export const NO_CHARITY_MESSAGE = 'This event has no charity to donate to';
export const DONATION_WHILE_REFUND_LODGED_MESSAGE =
  'Your refund has been lodged, so your balance cannot be donated now. You can donate once a refund is cancelled';
export const NOTHING_TO_DONATE_MESSAGE = 'Your balance is $0.00, so there is nothing to donate';
export const DONATION_MINIMUM_MESSAGE = `A donation must be at least ${formatMoney(1)}`;

export function donationAboveBalanceMessage(balanceCents: number): string {
  return `You can donate at most your balance of ${formatMoney(balanceCents)}`;
}

export interface DonationFacts {
  charityName: string | null;
  eventState: EventState;
  refundStatus: RefundStatus;
  /** ISO 8601, or null when the operator set no close time. */
  refundsCloseAt: string | Date | null;
  balanceCents: number;
}

/** Why the wallet cannot donate now, or null when it can (the page then offers it). */
export function donationError(facts: DonationFacts, now: Date): string | null {
  if (facts.charityName === null) return NO_CHARITY_MESSAGE;
  const phase = refundPageError(facts.eventState);
  if (phase) return phase;
  if (facts.refundStatus === 'PROCESSING') return DONATION_WHILE_REFUND_LODGED_MESSAGE;
  return (
    refundStatusError(facts.refundStatus) ??
    refundClosedError(facts.refundsCloseAt, now) ??
    (facts.balanceCents <= 0 ? NOTHING_TO_DONATE_MESSAGE : null)
  );
}

/** Why this amount cannot be given from this balance, or null when it can. */
export function donationAmountError(amountCents: number, balanceCents: number): string | null {
  if (amountCents < 1) return DONATION_MINIMUM_MESSAGE;
  return amountCents > balanceCents ? donationAboveBalanceMessage(balanceCents) : null;
}

/**
 * The refund page offers the donation in place of the refund form: the balance does not cover
 * the refund fee, so a refund is impossible, but it can still be given.
 */
export function offersDonationInsteadOfRefund(
  facts: DonationFacts & { refundFeeCents: number },
  now: Date,
): boolean {
  return donationError(facts, now) === null && facts.balanceCents <= facts.refundFeeCents;
}

/** Shown on the wallet for each donation made. */
export function donationThankYou(charityName: string, amountCents: number): string {
  return `Thank you for donating ${formatMoney(amountCents)} to ${charityName}`;
}

// The donation page's and the refund page's words (DESIGN §8 "Donation").
export const DONATION_NO_FEE_TEXT =
  'No fee is taken from a donation: every cent you give reaches the charity.';
export const DONATION_WHOLE_BALANCE_LABEL = 'All of my balance';
export const DONATION_AMOUNT_LABEL = 'An amount';

export function donationOfferText(charityName: string): string {
  return `You can give all or part of your balance to ${charityName} instead of, or as well as, a refund.`;
}

/** The refund page when the balance does not cover the refund fee (offersDonationInsteadOfRefund). */
export function donationInsteadText(charityName: string, balanceCents: number): string {
  return `You can give your balance of ${formatMoney(balanceCents)} to ${charityName} instead.`;
}

export function donationConfirmText(charityName: string, amountCents: number): string {
  return `You are giving ${formatMoney(amountCents)} to ${charityName}. A donation cannot be undone.`;
}

export const DONATION_MADE_TITLE = 'Donation Made';
export const DONATION_REFUSED_TITLE = 'Donation Not Made';
export const DONATION_UNAVAILABLE_TITLE = 'Donation Not Available';
export const DONATION_NOT_CONFIRMED = {
  title: 'Donation Not Confirmed',
  body: 'We could not reach the server, so we do not know yet whether your donation was made. Try again: the same donation is sent, and it is never given twice.',
};
