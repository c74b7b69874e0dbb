// What the event wallet page offers for a registration (spec §4 "Wallet page", DESIGN §3).

import { canLodgeRefundPhase, isBeforeEvent, isRefundClosed, isRunning } from './event-phase';
import { findOpenRefund, type RefundListEntry } from './refund';
import { isPastRefundClose } from './refund-close';
import { canLodgeRefundStatus, isRefundLodged } from './refund-status';
import { balanceCents, type RegistrationFacts } from './registration';
import { hasPendingTopUp, type TransactionFacts } from './transactions';

export const WALLET_MESSAGE_READY =
  "You're all set for the event - tap your card or band at any vendor to pay.";
export const WALLET_MESSAGE_READY_TICKET =
  "You're all set for the event - collect your card or band with your ticket at the event, then tap it at any vendor to pay.";
export const WALLET_MESSAGE_PAYMENT_PENDING =
  'Your payment is being processed - your balance will update once it has been approved.';
export const WALLET_MESSAGE_NO_CREDIT =
  'Your wallet has no credit yet - top up before you pay at the event.';
export const WALLET_MESSAGE_NO_CREDIT_TOP_UP_AT_EVENT =
  "Your wallet has no credit yet - top up with cash or card at the event's top up points.";
export const WALLET_MESSAGE_NO_CREDIT_TOP_UP_NOT_OPEN =
  'Your wallet has no credit yet - online top up is not open for this event yet, please check back later.';
export const WALLET_MESSAGE_NO_TOP_UP_DURING_EVENT =
  'The event is under way, so online top up is not available - top up at the event instead.';
export const WALLET_MESSAGE_REFUND_NOT_AVAILABLE =
  'Refunds are not available yet - please check back once refunds open for this event.';
export const WALLET_MESSAGE_LODGE_REFUND =
  'Refunds are open - lodge a refund to get your remaining balance back.';
export const WALLET_MESSAGE_NOTHING_TO_REFUND =
  'The event has finished and there is no balance left on your wallet to refund.';
export const WALLET_MESSAGE_REFUND_LOGGED =
  'Your refund has been logged - it can take up to 1 week to be paid into your bank account.';
export const WALLET_MESSAGE_REFUND_PAID = 'Your refund has been paid into your bank account.';
export const WALLET_MESSAGE_REFUND_CANCELLED =
  'Your refund was cancelled - please check your details and lodge another refund.';
export const WALLET_MESSAGE_EVENT_CLOSED =
  'This event is closed and refunds are no longer available.';

/**
 * 'Lodge Wallet Refund': running or refund-open, no live refund, something to refund, and the
 * refunds not closed yet (the server refuses a refund after that).
 */
export function showLodgeRefund(registration: RegistrationFacts, now: Date): boolean {
  return (
    canLodgeRefundPhase(registration.event.state) &&
    canLodgeRefundStatus(registration.refundStatus) &&
    balanceCents(registration) > 0 &&
    !isPastRefundClose(registration.event.refundsCloseAt, now)
  );
}

/** 'Amend bank account': a lodged refund whose batch is still OPEN. */
export function showAmendBankAccount(
  registration: RegistrationFacts,
  refunds: readonly RefundListEntry[],
): boolean {
  return (
    isRefundLodged(registration.refundStatus) &&
    findOpenRefund(refunds) !== undefined &&
    balanceCents(registration) > 0
  );
}

export type TopUpButtonLabel = 'Online Top Up' | 'Add More Credit';

/** Online top up before the event, for a ticket with no card yet; null when not offered. */
export function topUpButton(registration: RegistrationFacts): TopUpButtonLabel | null {
  const { event, uid, ticketNumber } = registration;
  if (!isBeforeEvent(event.state) || uid || !ticketNumber) return null;
  return balanceCents(registration) === 0 ? 'Online Top Up' : 'Add More Credit';
}

/** The same rule as the button, for the server and the top-up page guard. */
export function canTopUpOnline(registration: RegistrationFacts): boolean {
  return topUpButton(registration) !== null;
}

/**
 * Before the event, "all set" needs money to spend and fits the holder: a ticket holder collects
 * a card or band at the event, a band holder already has one. An empty wallet says its top-up is
 * pending, or where it can be topped up: online only where the button is offered (a ticket with
 * no band, the event published), at the event for a band, later for an event not yet published.
 */
function beforeEventMessage(
  registration: RegistrationFacts,
  transactions: readonly TransactionFacts[],
): string {
  const holdsTicketOnly = !registration.uid && Boolean(registration.ticketNumber);
  if (balanceCents(registration) > 0) {
    return holdsTicketOnly ? WALLET_MESSAGE_READY_TICKET : WALLET_MESSAGE_READY;
  }
  if (hasPendingTopUp(transactions)) return WALLET_MESSAGE_PAYMENT_PENDING;
  if (canTopUpOnline(registration)) return WALLET_MESSAGE_NO_CREDIT;
  return holdsTicketOnly
    ? WALLET_MESSAGE_NO_CREDIT_TOP_UP_NOT_OPEN
    : WALLET_MESSAGE_NO_CREDIT_TOP_UP_AT_EVENT;
}

/**
 * The wallet's status line. A lodged or paid refund is news in any phase, so it comes first;
 * then refunds closed, by the event's state or the operator's close time; otherwise the phase
 * decides, and in the refund-open phase the refund status does. A blocked band (DESIGN §8) gets
 * none where the line would be about paying or topping up, which its refused taps rule out: the
 * wallet's lost-band line says what to do instead.
 */
export function walletStatusMessage(
  registration: RegistrationFacts,
  now: Date,
  transactions: readonly TransactionFacts[] = [],
  bandBlocked = false,
): string | null {
  const { event, refundStatus } = registration;
  if (refundStatus === 'PROCESSING') return WALLET_MESSAGE_REFUND_LOGGED;
  if (refundStatus === 'COMPLETED') return WALLET_MESSAGE_REFUND_PAID;
  if (isRefundClosed(event.state) || isPastRefundClose(event.refundsCloseAt, now)) {
    return WALLET_MESSAGE_EVENT_CLOSED;
  }
  if (!canLodgeRefundPhase(event.state)) {
    return bandBlocked ? null : beforeEventMessage(registration, transactions);
  }
  if (refundStatus === 'VOID') return WALLET_MESSAGE_REFUND_CANCELLED;
  if (isRunning(event.state)) return bandBlocked ? null : WALLET_MESSAGE_NO_TOP_UP_DURING_EVENT;
  if (refundStatus === 'NOT_AVAILABLE') return WALLET_MESSAGE_REFUND_NOT_AVAILABLE;
  return balanceCents(registration) > 0
    ? WALLET_MESSAGE_LODGE_REFUND
    : WALLET_MESSAGE_NOTHING_TO_REFUND;
}
