import { useRouterState } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { PaymentReturn } from '../../machines/wallet/wallet-types';
import { PendingScreen } from '../app/pending-screen';
import type { EventRegistration } from '../domain/registration';
import { readPaymentReturn } from './payment-return-query';
import { useReturningRegistration } from './use-returning-registration';
import { useWalletRegistration } from './use-wallet-registration';
import { WalletView } from './wallet-view';

// What the wallet view shows besides the fetched wallet. When the customer list brings news of
// these (Refresh, a refund paid meanwhile), the view opens again with it.
function registrationKey(registration: EventRegistration | null): string {
  if (!registration) return 'none';
  const { walletId, event, refundStatus, uid, ticketNumber } = registration;
  return [walletId, event.state, refundStatus, uid, ticketNumber].join('|');
}

// spec §2 /event/wallet.
export function WalletScreen() {
  const selection = useWalletRegistration();
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const [paymentReturn] = useState(() => readPaymentReturn(searchStr));
  const pending = useRef<PaymentReturn | null>(paymentReturn);
  const searching = useReturningRegistration(paymentReturn, selection);

  if (!selection.settled || searching) return <PendingScreen />;
  const takePaymentReturn = () => {
    const value = pending.current;
    pending.current = null;
    return value;
  };
  return (
    <WalletView
      key={registrationKey(selection.registration)}
      registration={selection.registration}
      takePaymentReturn={takePaymentReturn}
    />
  );
}
