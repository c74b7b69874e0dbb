// The search parameters of the wallet pages (spec §2): the registration the page is about, so a
// reload, Back/Forward or a shared link lands on the same wallet, and the payment provider's
// return ('reference', 'state'). Anything malformed counts as absent.
import type { PaymentReturn } from '../features/wallet/chart/wallet-types';
import { type SearchOf, type SearchSchema, searchValidator } from './search-schema';

/** The registration's walletId (a push notification's address names it `walletId`). */
const WalletId = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
/** The payment provider's reference and state, as its return address spells them. */
const ProviderValue = { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,100}$' } as const;

/** /event/wallet/payment, /event/wallet/refund and /event/wallet/refund/edit. */
export const RegistrationSearch = {
  type: 'object',
  properties: { registration: WalletId },
} as const satisfies SearchSchema;

/** /event/wallet and /event/wallet/payment/complete, where the payment provider returns. */
export const WalletSearch = {
  type: 'object',
  properties: { registration: WalletId, reference: ProviderValue, state: ProviderValue },
} as const satisfies SearchSchema;
export type WalletSearch = SearchOf<typeof WalletSearch>;

export const validateRegistrationSearch = searchValidator(RegistrationSearch);

/** /event/wallet/transaction: the wallet and its row, by the row's purchaseReference. */
export const TransactionSearch = {
  type: 'object',
  properties: {
    registration: WalletId,
    reference: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const satisfies SearchSchema;

export const validateTransactionSearch = searchValidator(TransactionSearch);

const walletSearchOf = searchValidator(WalletSearch);

export function validateWalletSearch(search: Record<string, unknown>): WalletSearch {
  return walletSearchOf({ ...search, registration: search.registration ?? search.walletId });
}

/** The provider's return the address carries, null when it names neither parameter. */
export function paymentReturnOf({ reference, state }: WalletSearch): PaymentReturn | null {
  if (reference === undefined && state === undefined) return null;
  return { reference: reference ?? null, state: state ?? null };
}
