import { describe, expect, it } from 'vitest';
import { REFUNDS_CLOSED_MESSAGE, refundsNotOpenMessage } from './refund';
import {
  isPastRefundClose,
  type RefundCloseFacts,
  refundLodgingError,
  refundsCloseNotice,
  refundsCloseText,
} from './refund-close';

// Local times, so the texts read the same in every time zone.
const CLOSE = new Date(2026, 11, 24, 17, 0);
const BEFORE = new Date(2026, 11, 24, 16, 59, 59);

describe('isPastRefundClose', () => {
  it('is past from the close moment on, never without one', () => {
    expect(isPastRefundClose(CLOSE, BEFORE)).toBe(false);
    expect(isPastRefundClose(CLOSE, CLOSE)).toBe(true);
    expect(isPastRefundClose(CLOSE.toISOString(), new Date(CLOSE.getTime() + 1))).toBe(true);
    expect(isPastRefundClose(null, new Date(9e15))).toBe(false);
  });
});

describe('refundLodgingError', () => {
  it('puts the phase and status rules first, then the close time with the closed text', () => {
    expect(refundLodgingError('FINISHED', 'AVAILABLE', CLOSE, BEFORE)).toBeNull();
    expect(refundLodgingError('FINISHED', 'AVAILABLE', CLOSE, CLOSE)).toBe(REFUNDS_CLOSED_MESSAGE);
    expect(refundLodgingError('STARTED', 'VOID', null, CLOSE)).toBeNull();
    expect(refundLodgingError('PUBLISHED', 'AVAILABLE', CLOSE, CLOSE)).toBe(
      refundsNotOpenMessage('PUBLISHED'),
    );
    expect(refundLodgingError('FINISHED', 'PROCESSING', CLOSE, CLOSE)).toBe(
      'A refund has already been lodged for this wallet',
    );
  });
});

describe('refundsCloseText', () => {
  it('names the day and time in local time', () => {
    expect(refundsCloseText(CLOSE)).toBe('Refunds close on 24 Dec 26 at 17:00');
    expect(refundsCloseText(CLOSE.toISOString())).toBe('Refunds close on 24 Dec 26 at 17:00');
  });
});

describe('refundsCloseNotice', () => {
  const refundable: RefundCloseFacts = {
    eventState: 'FINISHED',
    refundStatus: 'AVAILABLE',
    balanceCents: 1000,
    refundsCloseAt: CLOSE.toISOString(),
  };

  it('shows on a card that can still lodge a refund before the close time', () => {
    expect(refundsCloseNotice(refundable, BEFORE)).toBe('Refunds close on 24 Dec 26 at 17:00');
    expect(refundsCloseNotice({ ...refundable, eventState: 'STARTED' }, BEFORE)).not.toBeNull();
    expect(refundsCloseNotice({ ...refundable, refundStatus: 'VOID' }, BEFORE)).not.toBeNull();
  });

  it.each<[string, Partial<RefundCloseFacts>, Date]>([
    ['no close time', { refundsCloseAt: null }, BEFORE],
    ['the close time has passed', {}, CLOSE],
    ['an empty wallet', { balanceCents: 0 }, BEFORE],
    ['a lodged refund', { refundStatus: 'PROCESSING' }, BEFORE],
    ['a paid refund', { refundStatus: 'COMPLETED' }, BEFORE],
    ['refunds not open yet', { refundStatus: 'NOT_AVAILABLE' }, BEFORE],
    ['a closed event', { eventState: 'CLOSED' }, BEFORE],
    ['an event not started', { eventState: 'PUBLISHED' }, BEFORE],
  ])('is not shown for %s', (_case, change, now) => {
    expect(refundsCloseNotice({ ...refundable, ...change }, now)).toBeNull();
  });
});
