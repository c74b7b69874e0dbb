import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  fromCents,
  MAX_BALANCE_CENTS,
  TOP_UP_MAX_CENTS,
  TOP_UP_MIN_CENTS,
  TOP_UP_PRESETS,
  toCents,
} from './money';

describe('toCents', () => {
  it.each([
    [12.5, 1250],
    [0, 0],
    [999.99, 99_999],
    [0.1 + 0.2, 30],
    ['12.50', 1250],
    [' 7 ', 700],
    ['.5', 50],
    ['5.', 500],
    ['+3.2', 320],
    [-4, -400],
    ['-4.00', -400],
  ])('reads %s as %i cents', (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });

  it.each([
    [1.005, 101],
    [1.004, 100],
    ['2.675', 268],
    ['2.6749', 267],
    [0.125, 13],
    [-0.125, -13],
    ['-1.005', -101],
    [1.0049999, 100],
  ])('rounds %s half away from zero to %i', (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });

  it('reads tiny numbers written with an exponent', () => {
    expect(toCents(1e-7)).toBe(0);
    expect(toCents(5e-3)).toBe(1);
  });

  it('never returns negative zero', () => {
    expect(Object.is(toCents('-0.001'), 0)).toBe(true);
  });

  it.each([
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '',
    'abc',
    '1,000',
    '12.5.1',
    '-',
    '.',
    '$5',
    '1e3',
    1e300,
  ])('rejects %s', (value) => {
    expect(() => toCents(value)).toThrow(RangeError);
  });
});

describe('fromCents', () => {
  it.each([
    [1250, 12.5],
    [1, 0.01],
    [-400, -4],
    [99_999, 999.99],
    [0, 0],
  ])('%i cents is %s', (cents, value) => {
    expect(fromCents(cents)).toBe(value);
  });

  it('round-trips through toCents', () => {
    for (let cents = -1000; cents <= 1000; cents += 7)
      expect(toCents(fromCents(cents))).toBe(cents);
  });

  it('rejects fractional cents', () => {
    expect(() => fromCents(1.5)).toThrow(RangeError);
    expect(() => fromCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each([
    [1250, '$12.50'],
    [0, '$0.00'],
    [5, '$0.05'],
    [-400, '-$4.00'],
    [-1, '-$0.01'],
    [99_999, '$999.99'],
    [123_456, '$1234.56'],
  ])('%i cents shows as %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('rejects fractional cents', () => {
    expect(() => formatMoney(0.5)).toThrow(RangeError);
  });
});

describe('limits', () => {
  it('match spec §5 and §9', () => {
    expect(fromCents(MAX_BALANCE_CENTS)).toBe(999.99);
    expect(fromCents(TOP_UP_MIN_CENTS)).toBe(20);
    expect(fromCents(TOP_UP_MAX_CENTS)).toBe(999);
    expect(TOP_UP_PRESETS).toEqual([50, 80, 100, 150, 200]);
  });
});
