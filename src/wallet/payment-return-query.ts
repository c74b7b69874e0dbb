// The payment provider sends the customer back with 'reference' and 'state' in the address
// (spec §2 Event wallet); the wallet reads them once and then removes them.
import type { PaymentReturn } from '../../machines/wallet/wallet-types';

export const PAYMENT_QUERY_KEYS = ['reference', 'state'] as const;

/** The provider's return, or null when the address carries neither parameter. */
export function readPaymentReturn(searchStr: string): PaymentReturn | null {
  const params = new URLSearchParams(searchStr);
  const reference = params.get('reference');
  const state = params.get('state');
  return reference === null && state === null ? null : { reference, state };
}

/** The same address without the provider's parameters (path, other parameters and hash kept). */
export function withoutPaymentReturn(href: string): string {
  const url = new URL(href, 'http://app.invalid');
  for (const key of PAYMENT_QUERY_KEYS) url.searchParams.delete(key);
  return `${url.pathname}${url.search}${url.hash}`;
}
