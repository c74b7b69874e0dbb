import { describe, expect, it } from 'vitest';
import {
  type AccountType,
  AU_ACCOUNT_ERROR,
  AU_BSB_ERROR,
  auAccountErrors,
  BANK_ACCOUNT_REQUIRED,
  canonicalBankAccount,
  formatAuAccount,
  formatNzAccount,
  INTERNATIONAL_ACCOUNT_ERROR,
  isNzBranchInRange,
  isValidNzAccount,
  maskBankAccount,
  NZ_ACCOUNT_ERROR,
  type NzAccountParts,
  nzChecksumAlgorithm,
  nzIrdDigits,
  parseAuAccount,
  parseNzAccount,
  passesNzChecksum,
  validateBankAccount,
} from './bank-account';

function parts(text: string): NzAccountParts {
  const parsed = parseNzAccount(text);
  if (!parsed) throw new Error(`unparsable ${text}`);
  return parsed;
}

// The three worked examples of the IRD specification.
const IRD_EXAMPLES = ['01-902-0068389-00', '08-6523-1954512-001', '26-2600-0320871-032'];

// Published account numbers (charities, councils, businesses) of several banks.
const PUBLISHED = [
  '01-0137-0026279-00',
  '02-0108-0333798-029',
  '02-1246-0812417-031',
  '03-1592-0521970-000',
  '06-0229-0393666-02',
  '11-7892-0111532-01',
  '12-3046-0203560-57',
  '15-3947-0487353-26',
  '38-9000-0392156-03',
];

describe('parseNzAccount', () => {
  it.each([
    ['01-0902-0068389-00', '01-0902-0068389-00'],
    ['01-902-0068389-00', '01-0902-0068389-00'],
    ['08-6523-1954512-001', '08-6523-1954512-01'],
    ['26 2600 0320871 032', '26-2600-0320871-32'],
    ['010902006838900', '01-0902-0068389-00'],
    ['0865231954512001', '08-6523-1954512-01'],
    ['030175 0660238 00', '03-0175-0660238-00'],
    ['01 0819 0120-238-00', '01-0819-0120238-00'],
    ['06 – 0177 – 0140 367 – 01', '06-0177-0140367-01'],
    ['  01.0902.0068389.00 ', '01-0902-0068389-00'],
    ['01-902-68389-00', '01-0902-0068389-00'],
    ['1-902-68389-000', '01-0902-0068389-00'],
    ['01-0902-00068389-00', '01-0902-0068389-00'],
    ['03 175 660238 00', '03-0175-0660238-00'],
  ])('reads %s as %s', (input, canonical) => {
    expect(formatNzAccount(parts(input))).toBe(canonical);
  });

  it.each([
    '',
    'abc',
    '01-0902-0068389',
    '001-0902-0068389-00',
    '01--0068389-00',
    '01-0902-10068389-00',
    '01-0902-0068389-123',
    '01-0902-0068389-0',
    '01-0902-0068389-0000',
    '01-09020-068389-00',
    '01-0902-0068389-0a',
    '01090200683890',
    '01090200683890012',
  ])('rejects %s', (input) => {
    expect(parseNzAccount(input)).toBeNull();
  });
});

describe('nzChecksumAlgorithm', () => {
  it.each([
    ['01-0902-0068389-00', 'A'],
    ['01-0902-0989999-00', 'A'],
    ['01-0902-0990000-00', 'B'],
    ['08-6523-1954512-00', 'D'],
    ['09-0000-0037331-00', 'E'],
    ['25-2545-3153624-00', 'F'],
    ['33-6700-0000000-00', 'F'],
    ['26-2600-0320871-32', 'G'],
    ['28-2100-0000000-00', 'G'],
    ['29-2150-0000000-00', 'G'],
    ['31-2800-0000000-00', 'X'],
    ['27-3800-0000000-00', 'A'],
    ['38-9000-0392156-03', 'A'],
  ])('%s uses %s', (account, algorithm) => {
    expect(nzChecksumAlgorithm(parts(account))).toBe(algorithm);
  });
});

describe('isNzBranchInRange', () => {
  it.each([
    ['01-0001-0000000-00', true],
    ['01-0999-0000000-00', true],
    ['01-1000-0000000-00', false],
    ['01-1100-0000000-00', true],
    ['01-0000-0000000-00', false],
    ['03-7350-0000000-00', true],
    ['08-6499-0000000-00', false],
    ['09-0000-0000000-00', true],
    ['09-0001-0000000-00', false],
    ['11-6500-0000000-00', false],
    ['24-4350-0000000-00', false],
    ['32-3200-0000000-00', false],
    ['99-0001-0000000-00', false],
  ])('%s → %s', (account, inRange) => {
    expect(isNzBranchInRange(parts(account))).toBe(inRange);
  });
});

describe('passesNzChecksum', () => {
  it('weighs the IRD worked examples', () => {
    expect(nzIrdDigits(parts('01-902-0068389-00'))).toBe('010902000683890000');
    expect(passesNzChecksum('A', '010902000683890000')).toBe(true);
    expect(passesNzChecksum('D', '086523019545120001')).toBe(true);
    expect(passesNzChecksum('G', '262600003208710032')).toBe(true);
  });

  it('checks algorithms B, E and F on constructed numbers', () => {
    expect(passesNzChecksum('B', '010902009983840000')).toBe(true);
    expect(passesNzChecksum('B', '010902009983850000')).toBe(false);
    // E folds each product to one digit: 5×7=35 → 8 and so on; unfolded the sum would fail.
    expect(passesNzChecksum('E', '090000000373310000')).toBe(true);
    expect(passesNzChecksum('E', '090000000373320000')).toBe(false);
    expect(passesNzChecksum('F', '252545031536240000')).toBe(true);
    expect(passesNzChecksum('F', '252545031536250000')).toBe(false);
  });

  it('checks algorithm C over bank, branch and base', () => {
    // 3·1 + 7·1 + 9·0 + 1·0 + 10·0 + 5·0 + 3·0 + 4·0 + 2·0 + 1·1 = 11
    expect(passesNzChecksum('C', '110000000000010000')).toBe(true);
    expect(passesNzChecksum('C', '110000000000020000')).toBe(false);
  });

  it('accepts anything under algorithm X', () => {
    expect(passesNzChecksum('X', '312800012345670099')).toBe(true);
  });

  it('rejects a digit string of the wrong shape', () => {
    expect(passesNzChecksum('X', '31280001234567009')).toBe(false);
    expect(passesNzChecksum('A', '01090200068389000a')).toBe(false);
  });
});

describe('isValidNzAccount', () => {
  it.each([...IRD_EXAMPLES, ...PUBLISHED, '01-902-0998384-00', '25-2545-3153624-00'])(
    '%s is valid',
    (account) => {
      expect(isValidNzAccount(parts(account))).toBe(true);
    },
  );

  it.each([
    ['01-902-0068389-00', '01-902-0068388-00'],
    ['01-902-0068389-00', '01-903-0068389-00'],
    ['01-902-0068389-00', '01-902-0078389-00'],
    ['01-902-0068389-00', '21-902-0068389-00'],
    ['08-6523-1954512-001', '08-6523-1954513-001'],
    ['08-6523-1954512-001', '08-6523-1964512-001'],
    ['08-6523-1954512-001', '08-6523-2954512-001'],
    ['08-6523-1954512-001', '08-6623-1954512-001'],
    ['26-2600-0320871-032', '26-2600-0320872-032'],
    ['26-2600-0320871-032', '26-2600-0320871-033'],
    ['26-2600-0320871-032', '26-2600-0320881-032'],
    ['26-2600-0320871-032', '27-2600-0320871-032'],
    ['26-2600-0320871-032', '26-2600-1320871-032'],
  ])('a one-digit change of %s (%s) is invalid', (_valid, changed) => {
    expect(isValidNzAccount(parts(changed))).toBe(false);
  });

  it('rejects every one-digit change of a weighted account digit (algorithm A)', () => {
    const valid = '0068389';
    for (let index = 0; index < valid.length; index += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        if (String(digit) === valid[index]) continue;
        const account = `${valid.slice(0, index)}${digit}${valid.slice(index + 1)}`;
        // The first account digit carries no weight in algorithm A, and 9 there switches to B.
        if (index === 0) continue;
        expect(isValidNzAccount({ bank: '01', branch: '0902', account, suffix: '00' })).toBe(false);
      }
    }
  });
});

describe('validateBankAccount', () => {
  it.each<AccountType>(['NZ', 'AUS', 'OTHER'])('%s: an empty field is required', (type) => {
    expect(validateBankAccount(type, '')).toBe(BANK_ACCOUNT_REQUIRED);
    expect(validateBankAccount(type, '  ')).toBe(BANK_ACCOUNT_REQUIRED);
  });

  it.each(IRD_EXAMPLES)('NZ %s passes', (account) => {
    expect(validateBankAccount('NZ', account)).toBeNull();
  });

  it.each(['01-902-0068388-00', '01-902', 'not a number', '99-0001-0000000-00'])(
    'NZ %s fails with the check message',
    (account) => {
      expect(validateBankAccount('NZ', account)).toBe(NZ_ACCOUNT_ERROR);
    },
  );

  it.each([
    ['062000 123456', null],
    ['062-000 123456789012', null],
    ['06200 123456', AU_BSB_ERROR],
    ['0620001 123456', AU_BSB_ERROR],
    ['062-0000 123456', AU_BSB_ERROR],
    ['06A000 123456', AU_BSB_ERROR],
    ['123456', AU_BSB_ERROR],
    ['062000 12345', AU_ACCOUNT_ERROR],
    ['062000 1234567890123', AU_ACCOUNT_ERROR],
    ['062000 12345X', AU_ACCOUNT_ERROR],
  ])('AUS %s → %s', (value, message) => {
    expect(validateBankAccount('AUS', value)).toBe(message);
  });

  it.each([
    ['GB29NWBK60161331926819'.slice(0, 15), null],
    ['123456', null],
    ['AB12 3456 7890', null],
    ['12345', INTERNATIONAL_ACCOUNT_ERROR],
    ['1234567890123456', INTERNATIONAL_ACCOUNT_ERROR],
    ['12345!', INTERNATIONAL_ACCOUNT_ERROR],
  ])('OTHER %s → %s', (value, message) => {
    expect(validateBankAccount('OTHER', value)).toBe(message);
  });
});

describe('auAccountErrors', () => {
  it('names every failing part at once', () => {
    const errorsOf = (text: string) => auAccountErrors(parseAuAccount(text));
    expect(errorsOf('0620 1234')).toEqual({ bsb: AU_BSB_ERROR, account: AU_ACCOUNT_ERROR });
    expect(errorsOf('062000 1234')).toEqual({ bsb: null, account: AU_ACCOUNT_ERROR });
    expect(errorsOf('062000 ')).toEqual({ bsb: null, account: AU_ACCOUNT_ERROR });
    expect(errorsOf('062000 123456')).toEqual({ bsb: null, account: null });
  });
});

describe('AU account text', () => {
  it('joins and splits BSB and account', () => {
    const text = formatAuAccount({ bsb: ' 062-000', account: '12345678 ' });
    expect(text).toBe('062-000 12345678');
    expect(parseAuAccount(text)).toEqual({ bsb: '062-000', account: '12345678' });
    expect(parseAuAccount('12345678')).toEqual({ bsb: '', account: '12345678' });
  });
});

describe('canonicalBankAccount', () => {
  it('stores valid accounts in one form per type', () => {
    expect(canonicalBankAccount('NZ', '01 902 0068389 000')).toBe('01-0902-0068389-00');
    expect(canonicalBankAccount('AUS', ' 062000   123456 ')).toBe('062000 123456');
    expect(canonicalBankAccount('OTHER', 'ab12 3456 7890')).toBe('AB1234567890');
  });

  it('gives null for invalid accounts', () => {
    expect(canonicalBankAccount('NZ', '01-902-0068388-00')).toBeNull();
    expect(canonicalBankAccount('AUS', '062000 12')).toBeNull();
    expect(canonicalBankAccount('OTHER', '1')).toBeNull();
  });
});

describe('maskBankAccount', () => {
  it.each<[AccountType, string, string]>([
    ['NZ', '01-0902-0068389-00', '01-0902-•••••89-00'],
    ['NZ', '01-902-68389-000', '01-0902-•••••89-00'],
    ['AUS', '062-000 12345678', '062-000 ••••••78'],
    ['AUS', '062000 123456', '062000 ••••56'],
    ['OTHER', 'AB12345678', '••••••••78'],
    ['NZ', 'not an account', '••••••••••nt'],
    ['OTHER', 'A', '•'],
  ])('%s %s → %s', (type, value, masked) => {
    expect(maskBankAccount(type, value)).toBe(masked);
  });
});
