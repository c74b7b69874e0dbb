// What the wallet chart hears: the session's wallet.refresh and the page's Show more.
import type { Customer } from '../../../../core/contracts/customer-contract';

export type WalletEvent =
  /**
   * The Refresh button goes to the session, which fetches the customer list and then sends this:
   * fetch the wallet and the refund list again, taking the registration as the fresh list has it
   * (its refund status and event state come from there; none when the list did not come).
   */
  | { type: 'wallet.refresh'; customer?: Customer }
  /** Show more: the next page of older rows, after the ones shown. */
  | { type: 'wallet.more' };
