// Which registration the wallet, top-up and refund pages are about: the one selected on Home (or
// after a claim), as the customer list last reported it. The pages wait for the customer list's
// first answer, so a registration whose refund status or event state moved on is not shown stale.

import { useSelectedRegistration } from '../app/selected-registration';
import { useAuthSelector } from '../auth/auth-actor-context';
import type { EventRegistration } from '../domain/registration';
import { findRegistrationByWalletId } from '../domain/registration';

export interface WalletRegistration {
  /** The signed-in customer's subject. */
  sub: string | null;
  /** The customer list has answered (or failed) at least once. */
  settled: boolean;
  registration: EventRegistration | null;
  /** Every registration of the customer list (empty before it answered or when it failed). */
  registrations: readonly EventRegistration[];
}

export function useWalletRegistration(): WalletRegistration {
  const sub = useAuthSelector((snapshot) => snapshot.context.authData?.sub ?? null);
  const selected = useSelectedRegistration(sub);
  const customer = useAuthSelector((snapshot) => snapshot.context.customer);
  const fetching = useAuthSelector((snapshot) =>
    snapshot.matches({ signedIn: { customer: 'fetching' } }),
  );
  const registrations = customer?.eventRegistrationList ?? [];
  const fresh = selected ? findRegistrationByWalletId(registrations, selected.walletId) : undefined;
  return {
    sub,
    settled: customer !== null || !fetching,
    registration: fresh ?? selected,
    registrations,
  };
}
