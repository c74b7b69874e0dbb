import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMobileDate,
  formatMobileDateTime,
  formatTime,
  isActivationPaid,
  isShownTransaction,
  purchaseCategoryLabel,
  purchaseStateLabel,
  shownTransactions,
  sortNewestFirst,
  type TransactionFacts,
  withOlderRows,
} from './transactions';

/** A row as the wallet call answers it: the facts the rules read, plus the reference they keep. */
type Row = TransactionFacts & { purchaseReference: string; purchaseTotal: number };

function row(shape: Partial<Row>): Row {
  return {
    purchaseReference: 'P-1',
    purchaseCategory: 'PURCHASE',
    purchaseState: 'COMPLETED',
    purchaseTotal: 10,
    purchaseDate: '2025-03-05T10:00:00',
    ...shape,
  };
}

describe('purchaseStateLabel', () => {
  it.each([
    ['PENDING', 'Pending'],
    ['COMPLETED', 'Approved'],
    ['VOID', 'Declined'],
    ['FAILED', 'Unknown'],
    ['', 'Unknown'],
    ['completed', 'Unknown'],
  ])('%s → %s', (state, label) => {
    expect(purchaseStateLabel(state)).toBe(label);
  });
});

describe('purchaseCategoryLabel', () => {
  it.each([
    ['ACTIVATION', 'Activation Fee'],
    ['TOP_UP', 'Top Up'],
    ['PURCHASE', 'Purchase'],
    ['REFUND', 'Refund'],
    ['VOID', 'Void'],
    ['TRANSFER', 'Band Transfer'],
    ['CARD_FEE', 'Card Fee'],
    ['ADJUSTMENT', 'Adjustment'],
  ])('%s → %s', (category, label) => {
    expect(purchaseCategoryLabel(category)).toBe(label);
  });
});

describe('isShownTransaction', () => {
  it.each([
    ['PURCHASE', true],
    ['TOP_UP', true],
    ['REFUND', true],
    ['VOID', true],
    ['ACTIVATION', true],
    ['TRANSFER', true],
    ['CARD_FEE', false],
    ['top_up', false],
  ])('%s → %s', (category, shown) => {
    expect(isShownTransaction(row({ purchaseCategory: category }))).toBe(shown);
  });
});

describe('sortNewestFirst', () => {
  it('orders by date descending without touching the input', () => {
    const input = [
      row({ purchaseReference: 'old', purchaseDate: '2025-01-01T00:00:00Z' }),
      row({ purchaseReference: 'bad', purchaseDate: 'not a date' }),
      row({ purchaseReference: 'new', purchaseDate: '2025-06-01T00:00:00Z' }),
      row({ purchaseReference: 'mid', purchaseDate: '2025-03-01T12:30:00Z' }),
    ];
    const sorted = sortNewestFirst(input);
    expect(sorted.map((r) => r.purchaseReference)).toEqual(['new', 'mid', 'old', 'bad']);
    expect(input[0]?.purchaseReference).toBe('old');
  });

  it('keeps rows of the same instant in their order', () => {
    const same = '2025-01-01T00:00:00Z';
    const input = ['a', 'b', 'c'].map((ref) => row({ purchaseReference: ref, purchaseDate: same }));
    expect(sortNewestFirst(input).map((r) => r.purchaseReference)).toEqual(['a', 'b', 'c']);
  });
});

describe('shownTransactions', () => {
  it('filters then sorts', () => {
    const rows = [
      row({ purchaseReference: 'a', purchaseDate: '2025-01-01T00:00:00Z' }),
      row({ purchaseReference: 'fee', purchaseCategory: 'CARD_FEE' }),
      row({ purchaseReference: 'b', purchaseDate: '2025-02-01T00:00:00Z' }),
    ];
    expect(shownTransactions(rows).map((r) => r.purchaseReference)).toEqual(['b', 'a']);
  });
});

describe('withOlderRows', () => {
  it('puts the older page below, listing a row that came again only where it was', () => {
    const refs = (rows: Row[]) => rows.map((r) => r.purchaseReference);
    const shown = [row({ purchaseReference: 'a' }), row({ purchaseReference: 'b' })];
    const older = [
      row({ purchaseReference: 'b', purchaseTotal: 99 }),
      row({ purchaseReference: 'c' }),
    ];
    const joined = withOlderRows(shown, older);
    expect(refs(joined)).toEqual(['a', 'b', 'c']);
    expect(joined[1]?.purchaseTotal).toBe(10);
    expect(refs(shown)).toEqual(['a', 'b']);
  });
});

describe('isActivationPaid', () => {
  it.each([
    [[], false],
    [[row({ purchaseCategory: 'TOP_UP', purchaseState: 'COMPLETED' })], true],
    [[row({ purchaseCategory: 'ACTIVATION', purchaseState: 'COMPLETED' })], true],
    [[row({ purchaseCategory: 'TOP_UP', purchaseState: 'PENDING' })], false],
    [[row({ purchaseCategory: 'ACTIVATION', purchaseState: 'VOID' })], false],
    [[row({ purchaseCategory: 'PURCHASE', purchaseState: 'COMPLETED' })], false],
    [
      [
        row({ purchaseCategory: 'TOP_UP', purchaseState: 'VOID' }),
        row({ purchaseCategory: 'TOP_UP', purchaseState: 'COMPLETED' }),
      ],
      true,
    ],
  ])('%# → %s', (rows, paid) => {
    expect(isActivationPaid(rows)).toBe(paid);
  });
});

describe('date formats (spec §9)', () => {
  // A local time without an offset, so the expectations hold in any time zone.
  const when = '2025-03-05T07:08:09';

  it('formats dates, mobile dates, date-times and times', () => {
    expect(formatDate(when)).toBe('05 Mar 25');
    expect(formatMobileDate(when)).toBe('05-03-25');
    expect(formatDateTime(when)).toBe('05 Mar 25 07:08:09');
    expect(formatTime(when)).toBe('07:08:09');
    expect(formatMobileDateTime(when)).toBe('05-03-25 07:08:09');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const date = new Date(2024, 11, 31, 23, 59, 58);
    expect(formatDateTime(date)).toBe('31 Dec 24 23:59:58');
    expect(formatDate(date.getTime())).toBe('31 Dec 24');
  });

  it('gives an empty text for an unreadable date', () => {
    expect(formatDate('yesterday')).toBe('');
    expect(formatTime(Number.NaN)).toBe('');
  });
});
