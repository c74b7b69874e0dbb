// What the wallet chart hears: its own wallet.open, and the session's wallet.refresh.
import type { Customer, EventRegistration } from '../../../../core/contracts/customer-contract';
import type { PaymentReturn } from './wallet-types';

export type WalletEvent =
  /**
   * Raised by the chart itself from its input (wallet-machine.ts): the registration the address
   * selects (null when none is), the customer's registrations the session started it with (a
   * payment return without one is looked up among them) and, when the address carries
   * 'reference' or 'state', the payment provider's return.
   */
  | {
      type: 'wallet.open';
      registration: EventRegistration | null;
      registrations: readonly EventRegistration[];
      paymentReturn?: PaymentReturn | null;
    }
  /**
   * The Refresh button goes to the session, which fetches the customer list and then sends this:
   * fetch the wallet and the refund list again, taking the registration as the fresh list has it
   * (its refund status and event state come from there; none when the list did not come).
   */
  | { type: 'wallet.refresh'; customer?: Customer };
