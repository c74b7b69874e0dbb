// After the payment provider the page may come back without the registration in the address (an
// older return address). The purchase reference finds it again: the top-up is on the ledger of
// the wallet it was made for, from the request on.

import type { EventRegistration } from '../../../core/contracts/customer-contract';
import { canTopUpOnline } from '../../../core/domain/wallet-rules';
import { holdsPurchase } from './chart/payment-return';
import type { WalletCalls } from './wallet-api';

/**
 * The registration whose wallet holds the purchase, or null when every wallet that could hold it
 * was read and none does. A wallet that could not be read may be the one, so the search then
 * fails with that wallet's failure rather than answer that there is none.
 */
export async function findPaidRegistration(
  api: Pick<WalletCalls, 'fetchWallet'>,
  registrations: readonly EventRegistration[],
  reference: string,
): Promise<EventRegistration | null> {
  let unread: unknown = null;
  // Only a wallet that can be topped up online can have sent the customer to the provider.
  for (const registration of registrations.filter(canTopUpOnline)) {
    try {
      const wallet = await api.fetchWallet({
        walletId: registration.walletId,
        eventId: registration.event.id,
      });
      if (holdsPurchase(wallet, reference)) return registration;
    } catch (error) {
      unread ??= error;
    }
  }
  if (unread !== null) throw unread;
  return null;
}
