import { describe, expect, it } from 'vitest';
import {
  cardFeeLabel,
  percentOfBasisPoints,
  receiptTitle,
  rowDetailLinkLabel,
  topUpOutcome,
  topUpOutcomeLabel,
} from './row-detail';

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

describe('detail wording', () => {
  it('says the card fee with its percentage, whole or not', () => {
    expect(cardFeeLabel(5)).toBe('Card fee (5%)');
    expect(cardFeeLabel(2.5)).toBe('Card fee (2.5%)');
    expect(cardFeeLabel(1.125)).toBe('Card fee (1.13%)');
  });

  it("names a row's detail link by its shown text first, then what, how much and when", () => {
    const row = { total: '-$5.00', date: '20 Nov 26' };
    expect(rowDetailLinkLabel({ ...row, shown: 'Top Up', description: 'Card fee' })).toBe(
      'Top Up: Card fee, -$5.00, 20 Nov 26',
    );
    expect(rowDetailLinkLabel({ ...row, shown: 'Purchase', description: 'purchase' })).toBe(
      'Purchase, -$5.00, 20 Nov 26',
    );
  });

  it('names a receipt by what it is of', () => {
    expect(receiptTitle('topUp')).toBe('Top up receipt');
    expect(receiptTitle('refund')).toBe('Refund receipt');
  });
});
