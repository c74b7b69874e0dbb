// What the wallet screen tells the wallet machine.
import type { EventRegistration } from '../../../../core/contracts/customer-contract';
import type { PaymentReturn } from './wallet-types';

export type WalletEvent =
  /**
   * The screen opens the page once: the selected registration (null when none is selected) and,
   * when the address carries 'reference' or 'state', the payment provider's return.
   */
  | {
      type: 'wallet.open';
      registration: EventRegistration | null;
      paymentReturn?: PaymentReturn | null;
    }
  /** The Refresh button: fetch the wallet and the refund list again. */
  | { type: 'wallet.refresh' };
