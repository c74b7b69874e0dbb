import { describe, expect, it } from 'vitest';
import {
  canLodgeRefundStatus,
  isRefundCancelled,
  isRefundLodged,
  isRefundPaid,
  isRefundStatus,
  REFUND_STATUSES,
  type RefundStatus,
} from './refund-status';

const truthTable: [string, (status: RefundStatus) => boolean, RefundStatus[]][] = [
  ['canLodgeRefundStatus', canLodgeRefundStatus, ['AVAILABLE', 'VOID']],
  ['isRefundLodged', isRefundLodged, ['PROCESSING']],
  ['isRefundPaid', isRefundPaid, ['COMPLETED']],
  ['isRefundCancelled', isRefundCancelled, ['VOID']],
];

describe.each(truthTable)('%s', (_name, predicate, holds) => {
  it.each(REFUND_STATUSES.map((status) => [status, holds.includes(status)]))(
    '%s → %s',
    (status, want) => {
      expect(predicate(status as RefundStatus)).toBe(want);
    },
  );
});

describe('isRefundStatus', () => {
  it('accepts the five server values only', () => {
    for (const status of REFUND_STATUSES) expect(isRefundStatus(status)).toBe(true);
    expect(isRefundStatus('LODGED')).toBe(false);
    expect(isRefundStatus(null)).toBe(false);
  });
});
