import { Check } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { acceptsString, searchValidator } from './search-schema';
import { RegistrationSearch, TransactionSearch, WalletSearch } from './wallet-search';

const VALUES = [
  '',
  'w-1',
  'TU-1',
  'completed',
  'cs_test_a1B2:c3.d4',
  'a b',
  '<script>',
  'x'.repeat(64),
  'x'.repeat(65),
  'y'.repeat(100),
  'y'.repeat(101),
  'é',
  '😀',
  'a\nb',
  '-_-',
];

describe('search schemas', () => {
  it("accept a value exactly when TypeBox's own validator does", () => {
    for (const schema of [WalletSearch, RegistrationSearch, TransactionSearch]) {
      for (const [key, property] of Object.entries(schema.properties)) {
        for (const value of VALUES) {
          expect([key, value, acceptsString(property, value)]).toEqual([
            key,
            value,
            Check(property, value),
          ]);
        }
      }
    }
  });

  it('agree with TypeBox on lengths counted in characters, not UTF-16 units', () => {
    const short = { type: 'string', minLength: 2, maxLength: 2 } as const;
    for (const value of ['😀', '😀😀', 'ab', 'a']) {
      expect(acceptsString(short, value)).toBe(Check(short, value));
    }
  });

  it('keep the valid properties and name every other one absent', () => {
    const validate = searchValidator(WalletSearch);
    expect(validate({ registration: 12, reference: 'a b', extra: 'x' })).toEqual({
      registration: '12',
      reference: undefined,
      state: undefined,
    });
  });
});
