import { describe, expect, it } from 'vitest';
import {
  areRefundsOpen,
  canLodgeRefundStatus,
  isRefundCancelled,
  isRefundLodged,
  isRefundPaid,
  isRefundStatus,
  openRefundsEarlyError,
  REFUND_STATUSES,
  type RefundStatus,
  unlodgedRefundStatus,
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

describe('when refunds are open', () => {
  it.each([
    ['DRAFT', false, false],
    ['PUBLISHED', true, false],
    ['STARTED', false, false],
    ['STARTED', true, true],
    ['FINISHED', false, true],
    ['FINISHED', true, true],
    ['CLOSED', true, false],
    ['ARCHIVED', true, false],
  ] as const)('%s, opened while running %s: %s', (state, openedWhileRunning, open) => {
    expect(areRefundsOpen(state, openedWhileRunning)).toBe(open);
    expect(unlodgedRefundStatus(state, openedWhileRunning)).toBe(
      open ? 'AVAILABLE' : 'NOT_AVAILABLE',
    );
  });

  it('lets the operator open them early only while the event runs', () => {
    expect(openRefundsEarlyError('STARTED')).toBeNull();
    expect(openRefundsEarlyError('FINISHED')).toBe('its refunds opened when it finished');
    expect(openRefundsEarlyError('PUBLISHED')).toBe(
      'refunds can be opened only once it has started',
    );
    expect(openRefundsEarlyError('CLOSED')).toBe('its refunds have closed');
  });
});
