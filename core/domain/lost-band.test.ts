import { describe, expect, it } from 'vitest';
import { EVENT_STATES } from './event-phase';
import {
  bandAlreadyMovedMessage,
  blockedBandMessage,
  blockedBandTapMessage,
  canCustomerReportBandLost,
  canReportBandLost,
  transferRowLabel,
} from './lost-band';

describe('lost band rules', () => {
  it('allows a report and a move in every event state before refunds close', () => {
    expect(EVENT_STATES.filter(canReportBandLost)).toEqual([
      'DRAFT',
      'PUBLISHED',
      'STARTED',
      'FINISHED',
    ]);
  });

  it("ends a customer's report at the refunds-close moment, or at CLOSED, whichever comes first", () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const finished = (refundsCloseAt: string | null) => ({
      state: 'FINISHED' as const,
      refundsCloseAt,
    });
    expect(canCustomerReportBandLost(finished(null), now)).toBe(true);
    expect(canCustomerReportBandLost(finished('2026-11-27T12:00:01Z'), now)).toBe(true);
    expect(canCustomerReportBandLost(finished('2026-11-27T11:59:59Z'), now)).toBe(false);
    expect(canCustomerReportBandLost({ state: 'CLOSED', refundsCloseAt: null }, now)).toBe(false);
  });

  it.each([
    [-1250, 'Moved to new band'],
    [1250, 'Moved from lost band'],
    [0, 'Moved from lost band'],
  ])('labels a transfer row of %i cents "%s"', (cents, label) => {
    expect(transferRowLabel(cents)).toBe(label);
  });

  it('names the band and who blocked it when a tap is refused', () => {
    expect(blockedBandTapMessage('04a1b2c3d4e5f6', 'CUSTOMER')).toBe(
      'Band 04 A1B2 C3D4 E5F6 is blocked (its owner reported it lost): taps on it are refused',
    );
    expect(blockedBandTapMessage('04A1B2C3D4E5F6', 'OPERATOR')).toContain(
      '(the operator blocked it)',
    );
  });

  it('tells the wallet where a moved balance went', () => {
    expect(blockedBandMessage(null)).toContain('Get a new band at an info desk');
    expect(blockedBandMessage({ uid: '04A1B2C3D4E5F6', cents: 3050 })).toBe(
      'This band is blocked. Its balance of $30.50 moved to band 04 A1B2 C3D4 E5F6.',
    );
    expect(bandAlreadyMovedMessage('04A1B2C3D4E5F6')).toBe(
      'The balance of this band was already moved to band 04 A1B2 C3D4 E5F6',
    );
  });
});
