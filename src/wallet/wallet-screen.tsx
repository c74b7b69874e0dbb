import { useSearch } from '@tanstack/react-router';
import type { EventRegistration } from '../domain/registration';
import { PendingScreen } from '../ui/pending-screen';
import { useWalletRegistration } from './use-wallet-registration';
import { WalletView } from './wallet-view';

// What the wallet view shows besides the fetched wallet. When the customer list brings news of
// these (Refresh, a refund paid meanwhile), the view opens again with it.
function registrationKey(registration: EventRegistration | null): string {
  if (!registration) return 'none';
  const { walletId, event, refundStatus, uid, ticketNumber } = registration;
  return [walletId, event.state, refundStatus, uid, ticketNumber].join('|');
}

// spec §2 /event/wallet: the registration and the payment provider's return come from the
// address (validated by the route).
export function WalletScreen() {
  const { settled, registration } = useWalletRegistration();
  const { reference, state } = useSearch({ from: '/signed-in/event/wallet' });
  if (!settled) return <PendingScreen />;
  const paymentReturn =
    reference === undefined && state === undefined
      ? null
      : { reference: reference ?? null, state: state ?? null };
  return (
    <WalletView
      key={registrationKey(registration)}
      registration={registration}
      paymentReturn={paymentReturn}
    />
  );
}
