// Reading the payment provider's return (spec §2 Event wallet): 'completed' and 'pending' are
// themselves, anything else (including no state at all) is a failed payment. The address alone
// proves nothing (anyone can type it), so an outcome is told only for a purchase the server shows
// on the wallet: a top up is on its wallet's ledger from the request on.
import type { EventWallet, PaymentReturn, PaymentReturnKind } from './wallet-types';

export function paymentReturnKind(state: string | null): PaymentReturnKind {
  return state === 'completed' || state === 'pending' ? state : 'failed';
}

/** An address with either parameter came back from the provider. */
export function hasPaymentReturn(value: PaymentReturn | null | undefined): value is PaymentReturn {
  return Boolean(value && (value.reference !== null || value.state !== null));
}

/** The wallet, as the server answered for it, holds the purchase the reference names. */
export function holdsPurchase(wallet: Pick<EventWallet, 'transactionList'>, reference: string) {
  return wallet.transactionList.some((row) => row.purchaseReference === reference);
}
