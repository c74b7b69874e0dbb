import { describe, expect, it } from 'vitest';
import {
  type LedgerRowFacts,
  ledgerRowKind,
  ledgerRowLabel,
  REFUND_ROW_KINDS,
  rowStatus,
  TOP_UP_ROW_KINDS,
} from './ledger-rows';

const row = (facts: Partial<LedgerRowFacts>): LedgerRowFacts => ({
  category: 'PURCHASE',
  total: -100,
  description: '',
  ...facts,
});

describe('ledgerRowKind and ledgerRowLabel', () => {
  it.each<[Partial<LedgerRowFacts>, string, string]>([
    [
      { category: 'TOP_UP', total: 5000, description: 'Online top up $50.00' },
      'online-top-up',
      'Online top up',
    ],
    [{ category: 'TOP_UP', total: -250, description: 'Card fee' }, 'card-fee', 'Card fee'],
    // A negative TOP_UP is a card fee whatever its description says (the schema allows no other).
    [
      { category: 'TOP_UP', total: -250, description: 'Online top up $5.00' },
      'card-fee',
      'Card fee',
    ],
    [
      { category: 'ACTIVATION', total: -400, description: 'Online activation fee' },
      'activation-fee',
      'Activation fee',
    ],
    [{ category: 'TOP_UP', total: 2000, description: 'Cash top up' }, 'cash-top-up', 'Cash top up'],
    [
      { category: 'TOP_UP', total: 2000, description: 'Card top up' },
      'card-desk-top-up',
      'Card top up',
    ],
    [{ category: 'TOP_UP', total: 2000, description: '' }, 'top-up', 'Top up'],
    [{ category: 'PURCHASE', total: -725, description: 'Purchase' }, 'purchase', 'Purchase'],
    [
      { category: 'PURCHASE', total: -725, description: 'Purchase', vendor: 'Bar 3' },
      'purchase',
      'Purchase · Bar 3',
    ],
    [
      { category: 'PURCHASE', total: -725, description: 'Purchase', vendor: '  ' },
      'purchase',
      'Purchase',
    ],
    [
      { category: 'PURCHASE', total: -725, description: 'Purchase', vendor: null },
      'purchase',
      'Purchase',
    ],
    [
      { category: 'REFUND', total: -4750, description: 'Refund $47.50 paid' },
      'refund-to-bank',
      'Refund to bank',
    ],
    [{ category: 'REFUND', total: -250, description: 'Refund fee' }, 'refund-fee', 'Refund fee'],
    [{ category: 'VOID', total: 725, description: 'Reversal of TAP-1' }, 'reversal', 'Reversal'],
    [
      { category: 'TRANSFER', total: -900, description: 'Moved to new band' },
      'other',
      'Moved to new band',
    ],
    [{ category: 'DONATION', total: -900, description: '' }, 'other', 'Donation'],
  ])('%j is %s, "%s"', (facts, kind, label) => {
    expect(ledgerRowKind(row(facts))).toBe(kind);
    expect(ledgerRowLabel(row(facts))).toBe(label);
  });

  it('groups the rows of a top-up and of a refund', () => {
    expect(TOP_UP_ROW_KINDS).toEqual(['online-top-up', 'card-fee', 'activation-fee']);
    expect(REFUND_ROW_KINDS).toEqual(['refund-to-bank', 'refund-fee']);
  });
});

describe('rowStatus', () => {
  it.each([
    ['COMPLETED', 'approved'],
    ['PENDING', 'pending'],
    ['VOID', 'declined'],
    ['REFUNDED', 'unknown'],
    ['completed', 'unknown'],
  ])('%s → %s', (state, status) => {
    expect(rowStatus(state)).toBe(status);
  });
});
