// The customer's registrations as last fetched, kept in localStorage so that Home can still show
// them, with the offline warning, when the app starts without a network (a PWA opened on the
// way to an event). Kept per signed-in user and dropped at logout, both by the session (the
// auth actor's effects); the spec's list of state never persisted (auth, payment, refund, wallet, tag and ticket registration) stays in memory.
import type { Customer } from '../contracts/customer-contract';

const KEY = 'tapwallet.lastKnownCustomer';

interface Stored {
  sub: string;
  customer: Customer;
}

export function rememberCustomer(
  sub: string,
  customer: Customer,
  storage: Storage | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(KEY, JSON.stringify({ sub, customer } satisfies Stored));
  } catch {
    // A full or disabled storage only costs the offline view.
  }
}

export function lastKnownCustomer(
  sub: string,
  storage: Storage | undefined = globalThis.localStorage,
): Customer | null {
  try {
    const stored = JSON.parse(storage?.getItem(KEY) ?? 'null') as Stored | null;
    return stored?.sub === sub ? stored.customer : null;
  } catch {
    return null;
  }
}

export function forgetLastKnownCustomer(storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
