// What the refund form takes from the customer's profile (spec §5 Refund form: prefilled from the
// profile), apart from the chart's paths, which start from one prefill only.
import { describe, expect, it } from 'vitest';
import { TEST_PROFILE } from '../../../../test-support/app/fake-identity';
import { profilePrefill } from './refund-form';

describe('profilePrefill', () => {
  it('prefills nothing without a profile', () => {
    expect(profilePrefill(null)).toEqual({});
  });

  it('takes the names and e-mail, and no phone or account the profile lacks', () => {
    expect(profilePrefill(TEST_PROFILE)).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
    });
  });

  it("takes the profile's phone and bank account when it has them", () => {
    const profile = { ...TEST_PROFILE, phone: '+64211234567', bankAccount: '01-0902-0068389-00' };
    expect(profilePrefill(profile)).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '+64211234567',
      accountNumber: '01-0902-0068389-00',
    });
  });
});
