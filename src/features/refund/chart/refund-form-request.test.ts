// The refund request as built from the form (spec §5 Refund form, §7 refund/create), for the
// typing the chart's paths do not try: names with spaces around them, and an account number the
// confirmation could not show.
import { describe, expect, it } from 'vitest';
import { makeRegistration } from '../../../../test-support/app/registration-fixture';
import { canonicalAccount, createRequest } from './refund-form';

const FORM = {
  firstName: '  Ann ',
  lastName: ' Lee  ',
  phone: '021 555 0123',
  email: ' Ann.Lee@Example.COM ',
  accountNumber: '01 902 0068389 00',
  declaration: true,
  accountType: 'NZ' as const,
};

describe('the refund request', () => {
  it('sends both names trimmed, the e-mail normalised and the phone without spaces', () => {
    const request = createRequest(makeRegistration({ state: 'FINISHED' }), FORM, {
      totalCents: 3750,
      feeCents: 250,
    });
    expect(request).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann.lee@example.com',
      phone: '0215550123',
      accountNumber: '01-0902-0068389-00',
      refundTotal: 37.5,
      refundFee: 2.5,
    });
  });
});

describe('the account number as confirmed', () => {
  it('is empty for an account number that is not valid for the account type', () => {
    expect(canonicalAccount({ ...FORM, accountNumber: '01-902-0068388-00' })).toBe('');
  });

  it('is the canonical form of a valid one', () => {
    expect(canonicalAccount(FORM)).toBe('01-0902-0068389-00');
  });
});
