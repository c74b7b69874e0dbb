import { describe, expect, it } from 'vitest';
import {
  currentRefundStep,
  type RefundStepDates,
  refundExpectedBy,
  refundProgress,
} from './refund-tracker';

const LODGED = '2026-03-01T10:00:00.000Z';
const CLOSED = '2026-03-04T09:30:00.000Z';
const DONE = '2026-03-06T12:00:00.000Z';
const lodged: RefundStepDates = {
  lodged: LODGED,
  beingProcessed: null,
  paid: null,
  cancelled: null,
};

describe('refund tracker', () => {
  it('moves Lodged → Being processed → Paid or Cancelled', () => {
    expect(currentRefundStep(lodged)).toBe('LODGED');
    expect(currentRefundStep({ ...lodged, beingProcessed: CLOSED })).toBe('BEING_PROCESSED');
    expect(currentRefundStep({ ...lodged, beingProcessed: CLOSED, paid: DONE })).toBe('PAID');
    expect(currentRefundStep({ ...lodged, cancelled: DONE })).toBe('CANCELLED');
  });

  it('expects the money the processing days after the batch closes, or after lodging', () => {
    expect(refundExpectedBy(lodged, 7)).toBe('2026-03-08T10:00:00.000Z');
    expect(refundExpectedBy({ ...lodged, beingProcessed: CLOSED }, 3)).toBe(
      '2026-03-07T09:30:00.000Z',
    );
    expect(refundExpectedBy({ ...lodged, beingProcessed: CLOSED, paid: DONE }, 3)).toBeNull();
    expect(refundExpectedBy({ ...lodged, cancelled: DONE }, 3)).toBeNull();
  });

  it('draws three steps with their dates, Cancelled in place of Paid', () => {
    expect(refundProgress({ ...lodged, beingProcessed: CLOSED })).toEqual([
      { step: 'LODGED', label: 'Lodged', date: LODGED },
      { step: 'BEING_PROCESSED', label: 'Being processed', date: CLOSED },
      { step: 'PAID', label: 'Paid', date: null },
    ]);
    expect(refundProgress({ ...lodged, cancelled: DONE })).toEqual([
      { step: 'LODGED', label: 'Lodged', date: LODGED },
      { step: 'BEING_PROCESSED', label: 'Being processed', date: null },
      { step: 'CANCELLED', label: 'Cancelled', date: DONE },
    ]);
  });
});
