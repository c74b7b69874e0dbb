// A lost band (DESIGN §8): its customer reports it lost, which blocks it at once, then moves its
// whole balance to a new band issued at an info desk. The texts here are what the server refuses
// with and what the wallet, its Home card and the transaction table show.
import { type EventState, isRefundClosed } from './event-phase';
import { formatMoney } from './money';
import { isPastRefundClose } from './refund-close';
import { formatTagNumber } from './registration';

/** Who blocked a band: its customer reporting it lost, or the operator. */
export const BAND_BLOCKERS = ['CUSTOMER', 'OPERATOR'] as const;
export type BandBlocker = (typeof BAND_BLOCKERS)[number];

/**
 * A band may be reported lost, and its balance moved, until the event's refunds close: from the
 * day it is issued (bands are handed out from DRAFT on) through FINISHED, never once the event is
 * CLOSED or ARCHIVED, when its balance is settled and can no longer be spent or refunded.
 */
export function canReportBandLost(state: EventState): boolean {
  return !isRefundClosed(state);
}

/**
 * The customer's own report or move ends with the event's refunds: at CLOSED, or earlier at the
 * moment the operator set for them to close (DESIGN §8), whichever comes first. The operator's
 * block and unblock keep to the event's state alone.
 */
export function canCustomerReportBandLost(
  event: { state: EventState; refundsCloseAt: string | Date | null },
  now: Date,
): boolean {
  return canReportBandLost(event.state) && !isPastRefundClose(event.refundsCloseAt, now);
}

// The rows a transfer writes: negative on the lost band, positive on the new one.
export const MOVED_TO_NEW_BAND = 'Moved to new band';
export const MOVED_FROM_LOST_BAND = 'Moved from lost band';

/** The label of a TRANSFER row of the transaction table, by its direction. */
export function transferRowLabel(totalCents: number): string {
  return totalCents < 0 ? MOVED_TO_NEW_BAND : MOVED_FROM_LOST_BAND;
}

// Why a report or a transfer is refused (the server answers 4xx with these).
export const BAND_NOT_A_BAND =
  'This registration has no band to report lost: only a wristband or card can be blocked';
export const BAND_ALREADY_BLOCKED = 'This band is already blocked';
export const BAND_REFUNDS_CLOSED =
  'Refunds for this event have closed: its bands can no longer be reported lost or moved';
export const BAND_NOT_BLOCKED =
  'This band is not blocked: report it lost before moving its balance to a new band';
export const BAND_REFUND_IN_PROGRESS =
  'A refund of this band is being processed, so its balance cannot be moved';
export const BAND_PAYMENT_IN_PROGRESS =
  'A card payment to this band is still in progress - please wait for it to finish';
export const NEW_BAND_IS_LOST_BAND = 'The new band must be another band than the lost one';
export const NEW_BAND_OTHER_EVENT = 'This band was issued for another event';
export const NEW_BAND_BLOCKED = 'This band is blocked too';
export const NEW_BAND_REGISTERED_TO_CALLER = 'You have already registered this band';

/** A second transfer of one block to another band than the first. */
export function bandAlreadyMovedMessage(uid: string): string {
  return `The balance of this band was already moved to band ${formatTagNumber(uid)}`;
}

/** What the operator and the readers are told when a tap meets a blocked band. */
export function blockedBandTapMessage(uid: string, blockedBy: BandBlocker): string {
  const why = blockedBy === 'CUSTOMER' ? 'its owner reported it lost' : 'the operator blocked it';
  return `Band ${formatTagNumber(uid)} is blocked (${why}): taps on it are refused`;
}

/** What a blocked band's wallet says, before and after its balance moved. */
export function blockedBandMessage(movedTo: { uid: string; cents: number } | null): string {
  if (movedTo === null) {
    return 'This band is blocked: purchases and top ups on it are refused. Get a new band at an info desk and move your balance to it.';
  }
  return `This band is blocked. Its balance of ${formatMoney(movedTo.cents)} moved to band ${formatTagNumber(movedTo.uid)}.`;
}

/** What a Home card says of its blocked band, before and after its balance moved. */
export function blockedBandCardLine(movedToUid: string | null): string {
  return movedToUid === null
    ? 'Band blocked: move its balance to a new band'
    : `Band blocked: balance moved to band ${formatTagNumber(movedToUid)}`;
}
