import { describe, expect, it } from 'vitest';
import { crossesBelow, lowBalanceNoticeText, purchaseNoticeText } from './money-notices';

describe('money notices', () => {
  it('words a purchase with and without its vendor', () => {
    expect(purchaseNoticeText(725, 'Bar 3', 4210)).toBe('$7.25 at Bar 3 — balance $42.10');
    expect(purchaseNoticeText(725, null, 4210)).toBe('$7.25 purchase — balance $42.10');
  });

  it('words the low balance alert', () => {
    expect(lowBalanceNoticeText('Harbour Lights', 410, 500)).toBe(
      'Harbour Lights: your balance is $4.10, below your $5.00 alert',
    );
  });

  it.each([
    [1000, 400, 500, true],
    [500, 499, 500, true],
    [499, 100, 500, false],
    [1000, 500, 500, false],
    [1000, 0, null, false],
  ])('%i → %i with level %s crosses below: %s', (before, after, level, crosses) => {
    expect(crossesBelow(before, after, level)).toBe(crosses);
  });
});
