// The search parameters of the wallet pages (spec §2): the registration the page is about, so a
// reload, Back/Forward or a shared link lands on the same wallet, and the payment provider's
// return ('reference', 'state'). Anything malformed counts as absent.
import type { PaymentReturn } from '../features/wallet/chart/wallet-types';

export interface WalletSearch {
  /** The registration's walletId (a push notification's address names it `walletId`). */
  registration?: string;
  reference?: string;
  state?: string;
}

const WALLET_ID = /^[A-Za-z0-9_-]{1,64}$/;
const PROVIDER_VALUE = /^[A-Za-z0-9_.:-]{1,100}$/;

function matching(value: unknown, pattern: RegExp): string | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && pattern.test(text) ? text : undefined;
}

/** /event/wallet/payment, /event/wallet/refund and /event/wallet/refund/edit. */
export function validateRegistrationSearch(search: Record<string, unknown>): WalletSearch {
  // Every key is named, undefined when absent: the router would otherwise keep the raw value.
  return { registration: matching(search.registration, WALLET_ID) };
}

/** /event/wallet and /event/wallet/payment/complete, where the payment provider returns. */
export function validateWalletSearch(search: Record<string, unknown>): WalletSearch {
  return {
    registration: matching(search.registration ?? search.walletId, WALLET_ID),
    reference: matching(search.reference, PROVIDER_VALUE),
    state: matching(search.state, PROVIDER_VALUE),
  };
}

/** The provider's return the address carries, null when it names neither parameter. */
export function paymentReturnOf({ reference, state }: WalletSearch): PaymentReturn | null {
  if (reference === undefined && state === undefined) return null;
  return { reference: reference ?? null, state: state ?? null };
}
