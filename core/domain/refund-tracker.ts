// Following a lodged refund (DESIGN §8 "Refund tracker"): Lodged → Being processed (its batch
// closed, no more account changes) → Paid or Cancelled, each with its date, and the date it is
// expected by: the batch's closing (while it is open, the lodging) plus the event's processing
// time, which the operator sets.
import dayjs from 'dayjs';

export const REFUND_STEPS = ['LODGED', 'BEING_PROCESSED', 'PAID', 'CANCELLED'] as const;
export type RefundStep = (typeof REFUND_STEPS)[number];

export const REFUND_STEP_LABELS: Record<RefundStep, string> = {
  LODGED: 'Lodged',
  BEING_PROCESSED: 'Being processed',
  PAID: 'Paid',
  CANCELLED: 'Cancelled',
};

/** The dates a refund reached each step (ISO 8601), null for a step it has not reached. */
export interface RefundStepDates {
  lodged: string;
  beingProcessed: string | null;
  paid: string | null;
  cancelled: string | null;
}

/** The step the refund is at: the last one it reached. */
export function currentRefundStep(dates: RefundStepDates): RefundStep {
  if (dates.paid !== null) return 'PAID';
  if (dates.cancelled !== null) return 'CANCELLED';
  return dates.beingProcessed !== null ? 'BEING_PROCESSED' : 'LODGED';
}

/**
 * When the money should be in the bank: the batch's closing, or the lodging while the batch is
 * open, plus the processing days. null once the refund is paid or cancelled.
 */
export function refundExpectedBy(dates: RefundStepDates, processingDays: number): string | null {
  if (dates.paid !== null || dates.cancelled !== null) return null;
  return dayjs(dates.beingProcessed ?? dates.lodged)
    .add(processingDays, 'day')
    .toISOString();
}

export interface RefundProgressStep {
  step: RefundStep;
  label: string;
  /** null for a step not reached yet. */
  date: string | null;
}

/**
 * The steps to draw, in order: Lodged, Being processed, then Paid, or Cancelled in its place
 * when the refund was cancelled (a refund cancelled while its batch was open never reaches
 * Being processed, which then shows without a date).
 */
export function refundProgress(dates: RefundStepDates): RefundProgressStep[] {
  const last: RefundStep = dates.cancelled !== null ? 'CANCELLED' : 'PAID';
  const dateOf: Record<RefundStep, string | null> = {
    LODGED: dates.lodged,
    BEING_PROCESSED: dates.beingProcessed,
    PAID: dates.paid,
    CANCELLED: dates.cancelled,
  };
  return (['LODGED', 'BEING_PROCESSED', last] as const).map((step) => ({
    step,
    label: REFUND_STEP_LABELS[step],
    date: dateOf[step],
  }));
}
