// A wallet's refund life cycle (spec §4): lodging moves AVAILABLE or VOID to PROCESSING; the
// operator then pays (COMPLETED) or cancels (VOID, which may be lodged again).

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
