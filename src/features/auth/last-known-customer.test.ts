// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { Customer } from '../../../core/contracts/customer-contract';
import {
  forgetLastKnownCustomer,
  lastKnownCustomer,
  rememberCustomer,
} from './last-known-customer';

const customer = { eventRegistrationList: [], lastUpdate: '2026-11-22T10:00:00.000Z' } as Customer;

describe('last known customer', () => {
  beforeEach(() => localStorage.clear());

  it('gives back what was remembered for the same user only', () => {
    rememberCustomer('sub-a', customer);
    expect(lastKnownCustomer('sub-a')).toEqual(customer);
    expect(lastKnownCustomer('sub-b')).toBeNull();
  });

  it('forgets at logout and survives damaged storage', () => {
    rememberCustomer('sub-a', customer);
    forgetLastKnownCustomer();
    expect(lastKnownCustomer('sub-a')).toBeNull();
    localStorage.setItem('tapwallet.lastKnownCustomer', '{not json');
    expect(lastKnownCustomer('sub-a')).toBeNull();
  });
});
