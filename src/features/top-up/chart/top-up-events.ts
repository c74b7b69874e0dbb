// What the top-up screen tells the top-up machine. Amounts arrive in dollars, as shown and typed.
import type { EventRegistration } from '../../../../core/contracts/customer-contract';
import type { Transaction } from '../../../../core/contracts/wallet-contract';

export type TopUpEvent =
  /**
   * The screen opens the page once with the selected registration (null when none is selected)
   * and the fetched wallet: its current balance and transactions (which tell whether the
   * activation fee is already paid).
   */
  | {
      type: 'topUp.open';
      registration: EventRegistration | null;
      balance: number;
      transactions: readonly Transaction[];
    }
  /** One of the preset amount buttons (spec §9: 50, 80, 100, 150, 200). */
  | { type: 'topUp.preset'; amount: number }
  /** The custom amount field, as typed. */
  | { type: 'topUp.custom'; text: string }
  /** The request button: off to the payment provider. */
  | { type: 'topUp.request' };
