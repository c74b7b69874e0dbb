import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryLabel, DEFAULT_COUNTRY_CODE, isCountryCode } from './countries';

describe('COUNTRIES', () => {
  it('has about 250 entries with unique two-letter codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(245);
    expect(COUNTRIES.length).toBeLessThanOrEqual(260);
    const codes = COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('gives every entry a label', () => {
    for (const country of COUNTRIES) expect(country.label.trim()).not.toBe('');
  });

  it('includes the countries of the events and some regional codes', () => {
    for (const code of ['NZ', 'AU', 'GB', 'US', 'FJ', 'EU', 'XK']) {
      expect(isCountryCode(code)).toBe(true);
    }
    expect(isCountryCode('ZZ')).toBe(false);
    expect(isCountryCode('nz')).toBe(false);
  });
});

describe('DEFAULT_COUNTRY_CODE', () => {
  it('is New Zealand', () => {
    expect(DEFAULT_COUNTRY_CODE).toBe('NZ');
    expect(countryLabel(DEFAULT_COUNTRY_CODE)).toBe('New Zealand');
  });
});

describe('countryLabel', () => {
  it('falls back to the code', () => {
    expect(countryLabel('AU')).toBe('Australia');
    expect(countryLabel('QQ')).toBe('QQ');
  });
});
