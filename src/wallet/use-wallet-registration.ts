// Which registration the wallet, top-up and refund pages are about: the one the address names,
// as the session's customer list last reported it. The pages wait for the list's first answer,
// so a registration whose refund status or event state moved on is not shown stale.
import { customerSettled, isSignedIn, selectedRegistration } from '../auth/auth-actor';
import { useAuthSelector } from '../auth/auth-actor-context';
import type { EventRegistration } from '../domain/registration';

export interface WalletRegistration {
  /** Signed in, and the customer list has answered (or failed) at least once. */
  settled: boolean;
  registration: EventRegistration | null;
}

export function useWalletRegistration(): WalletRegistration {
  const settled = useAuthSelector(
    (snapshot) =>
      isSignedIn(snapshot) && (snapshot.context.customer !== null || customerSettled(snapshot)),
  );
  const registration = useAuthSelector(selectedRegistration);
  return { settled, registration };
}
