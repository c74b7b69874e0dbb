// Bank account numbers a refund can be paid into (spec §5). NZ numbers are checked with the
// Inland Revenue "Bank account number validation" rules (RWT/NRWT certificate filing
// specification, chapter 8), the same check the receiving banks apply: the branch must lie in a
// range allotted to the bank, then a weighted sum of the digits must divide by the modulus of the
// algorithm the bank uses.

export type AccountType = 'NZ' | 'AUS' | 'OTHER';

export const BANK_ACCOUNT_REQUIRED = 'A bank account number is required';
export const NZ_ACCOUNT_ERROR =
  'Bank account check failed - are you sure your bank account is correct?';
export const AU_BSB_ERROR = 'Enter a valid BSB number between 6 and 7 characters';
export const AU_ACCOUNT_ERROR = 'Enter a valid account number between 6 and 12 characters';
export const INTERNATIONAL_ACCOUNT_ERROR = 'Please enter a valid international bank account number';

/** An NZ account in its canonical parts: bank 2, branch 4, account 7 and suffix 2 digits. */
export interface NzAccountParts {
  bank: string;
  branch: string;
  account: string;
  suffix: string;
}

const SEPARATORS = /[\s\-–—.]+/;

/**
 * Reads an NZ account number typed in any usual way: '01-0902-0068389-00', '01 902 0068389 000',
 * '010902006838900'. When its four parts are set apart, a part typed without its leading zeros
 * is padded ('01-902-68389-00'): bank to 2 digits, branch to 4, account to 7. An 8-digit account
 * starting with 0 keeps its last 7 digits; the suffix is 2 digits, or 3 starting with 0 that
 * keep their last 2. Returns null when the text is not an NZ account number.
 */
export function parseNzAccount(input: string): NzAccountParts | null {
  const text = input.trim();
  if (text === '' || !/^[\d\s\-–—.]+$/.test(text)) return null;
  const groups = text.split(SEPARATORS).filter((group) => group !== '');
  if (groups.length === 4) {
    const [bank = '', branch = '', account = '', suffix = ''] = groups;
    return makeParts(bank, branch, account, suffix);
  }
  const digits = groups.join('');
  if (digits.length !== 15 && digits.length !== 16) return null;
  return makeParts(digits.slice(0, 2), digits.slice(2, 6), digits.slice(6, 13), digits.slice(13));
}

// A part typed short is padded to its size.
function padPart(part: string, size: number): string | null {
  return part.length >= 1 && part.length <= size ? part.padStart(size, '0') : null;
}

// The account as 7 digits; IRD's 8-digit form of it starts with a 0 that is dropped.
function padAccount(account: string): string | null {
  return account.length === 8 && account.startsWith('0') ? account.slice(1) : padPart(account, 7);
}

function makeParts(
  bankText: string,
  branchText: string,
  accountText: string,
  suffix: string,
): NzAccountParts | null {
  const bank = padPart(bankText, 2);
  const branch = padPart(branchText, 4);
  const account = padAccount(accountText);
  const shortSuffix = suffix.length === 3 && suffix.startsWith('0') ? suffix.slice(1) : suffix;
  if (bank === null || branch === null || account === null || shortSuffix.length !== 2) {
    return null;
  }
  return { bank, branch, account, suffix: shortSuffix };
}

/** The canonical form stored and sent to the API: 'BB-bbbb-AAAAAAA-SS' (18 characters). */
export function formatNzAccount(parts: NzAccountParts): string {
  return `${parts.bank}-${parts.branch}-${parts.account}-${parts.suffix}`;
}

export type NzChecksumAlgorithm = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'X';

// Weights over the 18-digit IRD form: bank 2, branch 4, account base 8, suffix 4 digits.
const WEIGHTS: Record<NzChecksumAlgorithm, { weights: readonly number[]; modulus: number }> = {
  A: { weights: [0, 0, 6, 3, 7, 9, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulus: 11 },
  B: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulus: 11 },
  C: { weights: [3, 7, 0, 0, 0, 0, 9, 1, 10, 5, 3, 4, 2, 1, 0, 0, 0, 0], modulus: 11 },
  D: { weights: [0, 0, 0, 0, 0, 0, 0, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0], modulus: 11 },
  E: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 4, 3, 2, 0, 0, 0, 1], modulus: 11 },
  F: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 7, 3, 1, 7, 3, 1, 0, 0, 0, 0], modulus: 10 },
  G: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 3, 7, 1, 3, 7, 1, 0, 3, 7, 1], modulus: 10 },
  X: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], modulus: 1 },
};

// Branch ranges allotted to each bank (IRD table, 2020 edition). A bank not listed is invalid.
const BRANCH_RANGES: Record<string, readonly (readonly [number, number])[]> = {
  '01': [
    [1, 999],
    [1100, 1199],
    [1800, 1899],
  ],
  '02': [
    [1, 999],
    [1200, 1299],
  ],
  '03': [
    [1, 999],
    [1300, 1399],
    [1500, 1599],
    [1700, 1799],
    [1900, 1999],
    [7350, 7399],
  ],
  '04': [[2020, 2024]],
  '06': [
    [1, 999],
    [1400, 1499],
  ],
  '08': [[6500, 6599]],
  '09': [[0, 0]],
  '10': [[5165, 5169]],
  '11': [
    [5000, 6499],
    [6600, 8999],
  ],
  '12': [
    [3000, 3299],
    [3400, 3499],
    [3600, 3699],
  ],
  '13': [[4900, 4999]],
  '14': [[4700, 4799]],
  '15': [[3900, 3999]],
  '16': [[4400, 4499]],
  '17': [[3300, 3399]],
  '18': [[3500, 3599]],
  '19': [[4600, 4649]],
  '20': [[4100, 4199]],
  '21': [[4800, 4899]],
  '22': [[4000, 4049]],
  '23': [[3700, 3799]],
  '24': [[4300, 4349]],
  '25': [[2500, 2599]],
  '26': [[2600, 2699]],
  '27': [[3800, 3849]],
  '28': [[2100, 2149]],
  '29': [[2150, 2299]],
  '30': [[2900, 2949]],
  '31': [[2800, 2849]],
  '33': [[6700, 6799]],
  '35': [[2400, 2499]],
  '38': [[9000, 9499]],
};

// Banks with their own algorithm; every other bank uses A, or B for account bases from 00990000.
const BANK_ALGORITHMS: Record<string, NzChecksumAlgorithm> = {
  '08': 'D',
  '09': 'E',
  '25': 'F',
  '33': 'F',
  '26': 'G',
  '28': 'G',
  '29': 'G',
  '31': 'X',
};

export function isNzBranchInRange(parts: NzAccountParts): boolean {
  const branch = Number(parts.branch);
  return (BRANCH_RANGES[parts.bank] ?? []).some(([low, high]) => branch >= low && branch <= high);
}

export function nzChecksumAlgorithm(parts: NzAccountParts): NzChecksumAlgorithm {
  return BANK_ALGORITHMS[parts.bank] ?? (Number(parts.account) < 990_000 ? 'A' : 'B');
}

/** The 18-digit form the IRD algorithms weigh: bank 2, branch 4, base 8, suffix 4. */
export function nzIrdDigits(parts: NzAccountParts): string {
  return `${parts.bank}${parts.branch}${parts.account.padStart(8, '0')}${parts.suffix.padStart(4, '0')}`;
}

/**
 * Applies one algorithm to an 18-digit IRD form. For E and G each product is reduced to the sum
 * of its digits, twice, before adding (IRD example 3).
 */
export function passesNzChecksum(algorithm: NzChecksumAlgorithm, irdDigits: string): boolean {
  if (!/^\d{18}$/.test(irdDigits)) return false;
  const { weights, modulus } = WEIGHTS[algorithm];
  const foldsDigits = algorithm === 'E' || algorithm === 'G';
  let sum = 0;
  weights.forEach((weight, index) => {
    let product = Number(irdDigits[index]) * weight;
    if (foldsDigits) {
      product = digitSum(digitSum(product));
    }
    sum += product;
  });
  return sum % modulus === 0;
}

function digitSum(value: number): number {
  return Math.trunc(value / 10) + (value % 10);
}

export function isValidNzAccount(parts: NzAccountParts): boolean {
  return (
    isNzBranchInRange(parts) && passesNzChecksum(nzChecksumAlgorithm(parts), nzIrdDigits(parts))
  );
}

/** Australian BSB: six digits, optionally written 000-000. */
export function isValidBsb(bsb: string): boolean {
  return /^\d{3}-?\d{3}$/.test(bsb.trim());
}

export function isValidAuAccountNumber(account: string): boolean {
  return /^\d{6,12}$/.test(account.trim());
}

/** Other countries: 6 to 15 letters or digits, spaces ignored (the shape of most account ids). */
export function isValidInternationalAccount(value: string): boolean {
  return /^[0-9A-Z]{6,15}$/i.test(value.replace(/\s+/g, ''));
}

export interface AuAccountParts {
  bsb: string;
  account: string;
}

/** An AU account is stored as 'BSB ACCOUNT' ('062-000 12345678'): one field, one API string. */
export function formatAuAccount(parts: AuAccountParts): string {
  return `${parts.bsb.trim()} ${parts.account.trim()}`;
}

export function parseAuAccount(input: string): AuAccountParts {
  // A BSB typed without its account yet ('062000 ') is still the BSB.
  const pair = /^\s*(\S*)\s+(\S*)\s*$/.exec(input);
  if (pair) return { bsb: pair[1] ?? '', account: pair[2] ?? '' };
  const text = input.trim();
  const split = text.lastIndexOf(' ');
  return split < 0
    ? { bsb: '', account: text }
    : { bsb: text.slice(0, split).trim(), account: text.slice(split + 1) };
}

/** Each part's message (null when that part is valid), so that the form shows both at once. */
export function auAccountErrors({ bsb, account }: AuAccountParts): {
  bsb: string | null;
  account: string | null;
} {
  return {
    bsb: isValidBsb(bsb) ? null : AU_BSB_ERROR,
    account: isValidAuAccountNumber(account) ? null : AU_ACCOUNT_ERROR,
  };
}

/** The message to show for an account number of the given type, or null when it is valid. */
export function validateBankAccount(type: AccountType, value: string): string | null {
  // Nothing typed is not a failed check: saying so would send the customer hunting for a typo.
  if (value.trim() === '') return BANK_ACCOUNT_REQUIRED;
  switch (type) {
    case 'NZ': {
      const parts = parseNzAccount(value);
      return parts && isValidNzAccount(parts) ? null : NZ_ACCOUNT_ERROR;
    }
    case 'AUS': {
      const errors = auAccountErrors(parseAuAccount(value));
      return errors.bsb ?? errors.account;
    }
    default:
      return isValidInternationalAccount(value) ? null : INTERNATIONAL_ACCOUNT_ERROR;
  }
}

/** The form sent to the API for a valid account, or null when it is not valid. */
export function canonicalBankAccount(type: AccountType, value: string): string | null {
  if (validateBankAccount(type, value) !== null) return null;
  switch (type) {
    case 'NZ': {
      const parts = parseNzAccount(value);
      return parts && formatNzAccount(parts);
    }
    case 'AUS':
      return formatAuAccount(parseAuAccount(value));
    default:
      return value.replace(/\s+/g, '').toUpperCase();
  }
}

export const MASK_CHARACTER = '•';

// Shown digits of an account: enough for its owner to recognise it, too few for anyone to use it.
const SHOWN_DIGITS = 2;

function maskAllButLast(text: string): string {
  const shown = Math.min(SHOWN_DIGITS, Math.max(text.length - 1, 0));
  return MASK_CHARACTER.repeat(text.length - shown) + text.slice(text.length - shown);
}

/**
 * An account as a refund shows it back: the bank and branch (NZ) or BSB (AU), which name a
 * branch, not a person, stay; the account number shows only its last 2 digits
 * ('01-0902-•••••89-00', '062-000 ••••••78'). Other accounts keep their last 2 characters.
 */
export function maskBankAccount(type: AccountType, value: string): string {
  if (type === 'NZ') {
    const parts = parseNzAccount(value);
    if (parts) return formatNzAccount({ ...parts, account: maskAllButLast(parts.account) });
  }
  if (type === 'AUS') {
    const parts = parseAuAccount(value);
    if (parts.bsb !== '')
      return formatAuAccount({ ...parts, account: maskAllButLast(parts.account) });
  }
  return maskAllButLast(value.replace(/\s+/g, ''));
}
