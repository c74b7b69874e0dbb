import { describe, expect, it } from 'vitest';
import { parseTapItem, tapItemError, tapItemsTotalCents, tapVendorError } from './tap-items';

describe('parseTapItem', () => {
  it.each([
    ['Beer 2x9.50', { name: 'Beer', quantity: 2, unitPriceCents: 950 }],
    ['Beer 2 x 9.50', { name: 'Beer', quantity: 2, unitPriceCents: 950 }],
    ['Hot chips 3×$4', { name: 'Hot chips', quantity: 3, unitPriceCents: 400 }],
    ['Water 3.5', { name: 'Water', quantity: 1, unitPriceCents: 350 }],
    ['  Free refill 0  ', { name: 'Free refill', quantity: 1, unitPriceCents: 0 }],
    ['Bar 3 special 1x12', { name: 'Bar 3 special', quantity: 1, unitPriceCents: 1200 }],
  ])('reads "%s"', (text, item) => {
    expect(parseTapItem(text)).toEqual({ item });
  });

  it.each([
    ['Beer', 'An item must be'],
    ['2x9.50', 'An item must be'],
    ['Beer 2x9.505', 'An item must be'],
    ['Beer -2x9.50', 'An item must be'],
    ['Beer 0x9.50', "An item's quantity is from 1 to 99"],
    ['Beer 100x1', "An item's quantity is from 1 to 99"],
    ['Beer 1x1000', "An item's price is from $0.00 to $999.99"],
    [`${'B'.repeat(61)} 1`, "An item's name is at most 60 characters"],
  ])('refuses "%s"', (text, error) => {
    const result = parseTapItem(text);
    expect('error' in result && result.error).toContain(error);
    expect('error' in result && result.error).toContain(`got "${text}"`);
  });
});

describe('tapItemError and tapVendorError', () => {
  it('checks items sent by other callers than the CLI', () => {
    expect(tapItemError({ name: 'Beer', quantity: 2, unitPriceCents: 950 })).toBeUndefined();
    expect(tapItemError({ name: 'Be\ter', quantity: 1, unitPriceCents: 1 })).toContain('name');
    expect(tapItemError({ name: 'Beer', quantity: 1.5, unitPriceCents: 1 })).toContain('quantity');
    expect(tapItemError({ name: 'Beer', quantity: 1, unitPriceCents: 9.5 })).toContain('price');
  });

  it('takes a vendor name of up to 60 characters', () => {
    expect(tapVendorError('Bar 3')).toBeUndefined();
    expect(tapVendorError('')).toBeDefined();
    expect(tapVendorError(' Bar')).toBeDefined();
    expect(tapVendorError('B'.repeat(61))).toContain('60');
  });

  it('adds the items up', () => {
    expect(
      tapItemsTotalCents([
        { name: 'Beer', quantity: 2, unitPriceCents: 950 },
        { name: 'Chips', quantity: 1, unitPriceCents: 500 },
      ]),
    ).toBe(2400);
  });
});
