import { describe, expect, it } from 'vitest';
import {
  isFilled,
  isValidEmail,
  isValidPhone,
  meetsPasswordPolicy,
  normaliseEmail,
  passwordsMatch,
  stripSpaces,
} from './form-rules';

describe('isFilled', () => {
  it.each([
    ['a', undefined, true],
    ['', undefined, false],
    ['   ', undefined, false],
    [null, undefined, false],
    [undefined, undefined, false],
    ['abc', 3, true],
    [' ab ', 3, false],
    ['abcd', 3, true],
    ['x', 0, true],
  ])('%j with minimum %s → %s', (value, min, filled) => {
    expect(isFilled(value, min)).toBe(filled);
  });
});

describe('normaliseEmail / isValidEmail', () => {
  it('trims and lower-cases', () => {
    expect(normaliseEmail('  Jo.Smith@Example.COM ')).toBe('jo.smith@example.com');
  });

  it.each([
    ['jo@example.com', true],
    [' Jo@Example.co.nz ', true],
    ['jo+tag@sub.example.org', true],
    ['jo@example', false],
    ['jo@.com', false],
    ['@example.com', false],
    ['jo example@example.com', false],
    ['jo@@example.com', false],
    ['', false],
  ])('%s → %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});

describe('stripSpaces / isValidPhone', () => {
  it('removes every space', () => {
    expect(stripSpaces(' 021 123 4567 ')).toBe('0211234567');
  });

  it.each([
    ['021 123 4567', true],
    ['+64 21 123 4567', true],
    ['(09) 123-4567', true],
    ['123456', true],
    ['12345', false],
    ['1234567890123456', false],
    ['021 ABC 4567', false],
    ['++6421123456', false],
    ['', false],
  ])('%s → %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });
});

describe('meetsPasswordPolicy', () => {
  it.each([
    ['Secret1!', true],
    ['pa55word#', true],
    ['Sec1!', false],
    ['Password1', false],
    ['Password!', false],
    ['12345678!', false],
  ])('%s → %s', (password, ok) => {
    expect(meetsPasswordPolicy(password)).toBe(ok);
  });
});

describe('passwordsMatch', () => {
  it('compares exactly', () => {
    expect(passwordsMatch('Secret1!', 'Secret1!')).toBe(true);
    expect(passwordsMatch('Secret1!', 'secret1!')).toBe(false);
  });
});
