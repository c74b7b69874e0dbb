// The customer's registrations as last fetched, for Home offline (./last-known-store.ts).
import type { Customer } from '../../../core/contracts/customer-contract';
import { lastKnownStore } from './last-known-store';

const store = lastKnownStore<Customer>('tapwallet.lastKnownCustomer');

export const rememberCustomer = store.remember;
export const lastKnownCustomer = store.recall;
export const forgetLastKnownCustomer = store.forget;
