import { describe, expect, it } from 'vitest';
import { NZ_ACCOUNT_ERROR } from './bank-account';
import {
  accountTypeForCurrency,
  DECLARATION_ERROR,
  DECLARATION_TEXT,
  EMAIL_ERROR,
  FIRST_NAME_ERROR,
  findOpenRefund,
  isRefundTotalValid,
  isValidPersonName,
  LAST_NAME_ERROR,
  PHONE_ERROR,
  REFUNDS_CLOSED_MESSAGE,
  type RefundFormValues,
  refundPageError,
  refundRequestError,
  refundStatusError,
  refundTotalCents,
  validateRefundForm,
} from './refund';

describe('refundPageError', () => {
  it.each([
    ['STARTED', null],
    ['FINISHED', null],
    ['CLOSED', REFUNDS_CLOSED_MESSAGE],
    ['ARCHIVED', REFUNDS_CLOSED_MESSAGE],
    ['PUBLISHED', 'Event refunds are not OPEN for this event - current state (PUBLISHED)'],
    ['DRAFT', 'Event refunds are not OPEN for this event - current state (DRAFT)'],
  ] as const)('%s → %s', (state, message) => {
    expect(refundPageError(state)).toBe(message);
  });

  it('starts the closed message with the spec words', () => {
    expect(REFUNDS_CLOSED_MESSAGE.startsWith('Refunds for this event have now closed')).toBe(true);
  });
});

describe('refundRequestError', () => {
  it.each([
    ['NOT_AVAILABLE', 'Refunds are not available for this wallet yet'],
    ['PROCESSING', 'A refund has already been lodged for this wallet'],
    ['COMPLETED', 'The refund for this wallet has already been paid'],
    ['AVAILABLE', null],
    ['VOID', null],
  ] as const)('a %s wallet: %s', (status, message) => {
    expect(refundStatusError(status)).toBe(message);
    expect(refundRequestError('STARTED', status)).toBe(message);
    expect(refundRequestError('FINISHED', status)).toBe(message);
  });

  it("gives the phase's reason before the wallet's", () => {
    expect(refundRequestError('CLOSED', 'PROCESSING')).toBe(REFUNDS_CLOSED_MESSAGE);
    expect(refundRequestError('PUBLISHED', 'NOT_AVAILABLE')).toBe(
      'Event refunds are not OPEN for this event - current state (PUBLISHED)',
    );
  });
});

describe('refund total', () => {
  it('is balance minus fee and must be positive', () => {
    expect(refundTotalCents(1500, 250)).toBe(1250);
    expect(isRefundTotalValid(refundTotalCents(1500, 250))).toBe(true);
    expect(isRefundTotalValid(refundTotalCents(250, 250))).toBe(false);
    expect(isRefundTotalValid(refundTotalCents(251, 250))).toBe(true);
    expect(isRefundTotalValid(refundTotalCents(100, 250))).toBe(false);
  });
});

describe('accountTypeForCurrency', () => {
  it.each([
    ['NZD', 'NZ'],
    ['AUD', 'AUS'],
    ['nzd', 'NZ'],
    [' AUD ', 'AUS'],
    ['USD', 'OTHER'],
    ['', 'OTHER'],
  ])('%s → %s', (currency, type) => {
    expect(accountTypeForCurrency(currency)).toBe(type);
  });
});

describe('findOpenRefund', () => {
  it('finds the entry of the OPEN batch', () => {
    const closed = { batchState: 'CLOSED', batchItemAccountNumber: 'a', refundPurchaseRef: 'R1' };
    const open = { batchState: 'OPEN', batchItemAccountNumber: 'b', refundPurchaseRef: 'R2' };
    expect(findOpenRefund([closed, open])).toBe(open);
    expect(findOpenRefund([closed])).toBeUndefined();
    expect(findOpenRefund([])).toBeUndefined();
  });
});

describe('isValidPersonName', () => {
  it.each([
    ['Jo', true],
    ['Mary-Jane', true],
    ["O'Brien", true],
    ['O’Brien', true],
    ['De Vries', true],
    ['Zoë', true],
    ['Māui', true],
    ['  Jo  ', true],
    ['', false],
    ['   ', false],
    ['Jo1', false],
    ['Jo.', false],
    ['-Jo', false],
    ["Jo''Ann", false],
    ['Jo  Ann', false],
  ])('%j → %s', (name, valid) => {
    expect(isValidPersonName(name)).toBe(valid);
  });
});

describe('validateRefundForm', () => {
  const good: RefundFormValues = {
    firstName: 'Jo',
    lastName: 'Smith',
    phone: '021 123 4567',
    email: 'jo@example.com',
    accountType: 'NZ',
    accountNumber: '01-902-0068389-00',
    declaration: true,
  };

  it('accepts a complete form', () => {
    expect(validateRefundForm(good)).toEqual({});
  });

  it('names every failing field', () => {
    expect(
      validateRefundForm({
        firstName: 'J0',
        lastName: '',
        phone: '',
        email: 'jo@',
        accountType: 'NZ',
        accountNumber: '01-902-0068388-00',
        declaration: false,
      }),
    ).toEqual({
      firstName: FIRST_NAME_ERROR,
      lastName: LAST_NAME_ERROR,
      phone: PHONE_ERROR,
      email: EMAIL_ERROR,
      accountNumber: NZ_ACCOUNT_ERROR,
      declaration: DECLARATION_ERROR,
    });
  });

  it('checks the account by its type', () => {
    expect(
      validateRefundForm({ ...good, accountType: 'AUS', accountNumber: '062000 123456' }),
    ).toEqual({});
  });

  it('keeps the spec wording', () => {
    expect(PHONE_ERROR).toBe('A valid phone number is required');
    expect(EMAIL_ERROR).toBe('A valid email is required');
    expect(DECLARATION_TEXT).toBe(
      "All information provided is accurate and correct and i'm the owner of this card/ticket",
    );
  });
});
