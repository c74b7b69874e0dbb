import { describe, expect, it } from 'vitest';
import { percentOfBasisPoints, topUpOutcome, topUpOutcomeLabel } from './row-detail';

describe('topUpOutcome', () => {
  it.each([
    ['COMPLETED', 'approved', 'Approved'],
    ['PENDING', 'pending', 'Pending'],
    ['VOID', 'declined', 'Declined'],
    ['REFUNDED', 'refunded', 'Refunded to your card'],
  ] as const)('%s → %s, "%s"', (state, outcome, label) => {
    expect(topUpOutcome(state)).toBe(outcome);
    expect(topUpOutcomeLabel(outcome)).toBe(label);
  });

  it('speaks basis points as the rate card percentage', () => {
    expect(percentOfBasisPoints(250)).toBe(2.5);
  });
});
