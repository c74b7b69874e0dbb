// Reading the payment provider's return (spec §2 Event wallet): 'completed' and 'pending' are
// themselves, anything else (including no state at all) is a failed payment.
import type { PaymentReturn, PaymentReturnKind } from './wallet-types';

export function paymentReturnKind(state: string | null): PaymentReturnKind {
  return state === 'completed' || state === 'pending' ? state : 'failed';
}

/** An address with either parameter came back from the provider. */
export function hasPaymentReturn(value: PaymentReturn | null | undefined): value is PaymentReturn {
  return Boolean(value && (value.reference !== null || value.state !== null));
}
