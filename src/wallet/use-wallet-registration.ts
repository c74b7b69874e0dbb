// Which registration the wallet, top-up and refund pages are about: the one the address names,
// as the session's customer list last reported it. The pages wait for the list's first answer,
// so a registration whose refund status or event state moved on is not shown stale.
import { type AuthSnapshot, customerSettled, isSignedIn } from '../auth/auth-actor';
import { useAuthSelector } from '../auth/auth-actor-context';
import { type EventRegistration, findRegistrationByWalletId } from '../domain/registration';

export interface WalletRegistration {
  /** Signed in, and the customer list has answered (or failed) at least once. */
  settled: boolean;
  registration: EventRegistration | null;
}

/** The registration the address names, as the customer list last reported it. */
// Kept here, beside its one user, so the registration rules stay out of /login's first load.
function selectedRegistration(snapshot: AuthSnapshot): EventRegistration | null {
  const { selectedId, customer } = snapshot.context;
  if (selectedId === null || customer === null) return null;
  return findRegistrationByWalletId(customer.eventRegistrationList, selectedId) ?? null;
}

export function useWalletRegistration(): WalletRegistration {
  const settled = useAuthSelector(
    (snapshot) =>
      isSignedIn(snapshot) && (snapshot.context.customer !== null || customerSettled(snapshot)),
  );
  const registration = useAuthSelector(selectedRegistration);
  return { settled, registration };
}
