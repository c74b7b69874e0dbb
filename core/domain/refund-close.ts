// When an event's refunds close (DESIGN §8): the operator may set a moment after which lodging,
// amending and donating are refused with spec §4's closed text, as moving the event to CLOSED
// does. Until then every card and wallet that could still lodge a refund says when that ends.
import dayjs from 'dayjs';
import type { EventState } from './event-phase';
import { REFUNDS_CLOSED_MESSAGE, refundRequestError } from './refund';
import { canLodgeRefundStatus, type RefundStatus } from './refund-status';

type Moment = string | Date;
/** A close time as stored or sent: absent or null when only the CLOSED state closes refunds. */
type CloseTime = Moment | null | undefined;

/** Whether the refunds-close moment has come; never without one. */
export function isPastRefundClose(refundsCloseAt: CloseTime, now: Date): boolean {
  if (refundsCloseAt === null || refundsCloseAt === undefined) return false;
  const close = dayjs(refundsCloseAt);
  return close.isValid() && !close.isAfter(now);
}

/**
 * Why a refund cannot be lodged, amended or replaced by a donation now, or null when it can: the
 * event's phase and the wallet's refund status (spec §4), then the operator's close time.
 */
export function refundClosedError(refundsCloseAt: CloseTime, now: Date): string | null {
  return isPastRefundClose(refundsCloseAt, now) ? REFUNDS_CLOSED_MESSAGE : null;
}

/** refundRequestError (spec §4) followed by the close time. */
export function refundLodgingError(
  state: EventState,
  status: RefundStatus,
  refundsCloseAt: Moment | null,
  now: Date,
): string | null {
  return refundRequestError(state, status) ?? refundClosedError(refundsCloseAt, now);
}

/** 'Refunds close on 24 Dec 26 at 17:00', in the reader's local time. */
export function refundsCloseText(refundsCloseAt: Moment): string {
  const close = dayjs(refundsCloseAt);
  return `Refunds close on ${close.format('DD MMM YY')} at ${close.format('HH:mm')}`;
}

export interface RefundCloseFacts {
  eventState: EventState;
  refundStatus: RefundStatus;
  balanceCents: number;
  /** ISO 8601, or null when the operator set no close time. */
  refundsCloseAt: string | null;
}

/**
 * The "Refunds close on …" line of a card or wallet, or null: shown while a refund could still be
 * lodged there (phase, status, a balance) and the close time is set and still ahead.
 */
export function refundsCloseNotice(facts: RefundCloseFacts, now: Date): string | null {
  if (facts.refundsCloseAt === null || facts.balanceCents <= 0) return null;
  if (!canLodgeRefundStatus(facts.refundStatus)) return null;
  if (refundLodgingError(facts.eventState, facts.refundStatus, facts.refundsCloseAt, now)) {
    return null;
  }
  return refundsCloseText(facts.refundsCloseAt);
}
