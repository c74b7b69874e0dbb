// A wallet's refund life cycle (spec §4): NOT_AVAILABLE until the event's refunds open, then
// AVAILABLE; lodging moves AVAILABLE or VOID to PROCESSING; the operator then pays (COMPLETED) or
// cancels (VOID, which may be lodged again).
import { type EventState, isRefundClosed, isRefundOpen, isRunning } from './event-phase';

export const REFUND_STATUSES = [
  'NOT_AVAILABLE',
  'AVAILABLE',
  'PROCESSING',
  'COMPLETED',
  'VOID',
] as const;

export type RefundStatus = (typeof REFUND_STATUSES)[number];

export function isRefundStatus(value: unknown): value is RefundStatus {
  return (REFUND_STATUSES as readonly unknown[]).includes(value);
}

/** A refund may be lodged when none is live: available, or the last one was cancelled. */
export function canLodgeRefundStatus(status: RefundStatus): boolean {
  return status === 'AVAILABLE' || status === 'VOID';
}

export function isRefundLodged(status: RefundStatus): boolean {
  return status === 'PROCESSING';
}

export function isRefundPaid(status: RefundStatus): boolean {
  return status === 'COMPLETED';
}

export function isRefundCancelled(status: RefundStatus): boolean {
  return status === 'VOID';
}

/**
 * An event's refunds are open once it has finished (DESIGN §3), or while it is running when the
 * operator has opened them early (DESIGN §8) — the Terms promise refunds "from when the event is
 * running", which the event organiser decides.
 */
export function areRefundsOpen(state: EventState, openedWhileRunning: boolean): boolean {
  return isRefundOpen(state) || (isRunning(state) && openedWhileRunning);
}

/** The status of a wallet that has lodged no refund: AVAILABLE while the event's refunds are open. */
export function unlodgedRefundStatus(state: EventState, openedWhileRunning: boolean): RefundStatus {
  return areRefundsOpen(state, openedWhileRunning) ? 'AVAILABLE' : 'NOT_AVAILABLE';
}

/** Why the operator cannot open an event's refunds early, or null when it is running. */
export function openRefundsEarlyError(state: EventState): string | null {
  if (isRunning(state)) return null;
  if (isRefundOpen(state)) return 'its refunds opened when it finished';
  return isRefundClosed(state)
    ? 'its refunds have closed'
    : 'refunds can be opened only once it has started';
}
