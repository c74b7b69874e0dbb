import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PendingScreen } from '../app/pending-screen';
import { type FetchedWallet, FetchedWalletGate } from '../wallet/fetched-wallet-gate';
import { readPaymentReturn } from '../wallet/payment-return-query';
import { TopUpForm } from './top-up-form';
import { useTopUpActor } from './use-top-up-actor';

// spec §2 /event/wallet/payment and /event/wallet/payment/complete. The payment provider sends
// the customer back to the second with 'reference' and 'state'; the outcome is the wallet's to
// tell, with the balance it changed, so those go on to the wallet page.
export function TopUpScreen() {
  const router = useRouter();
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const returning = readPaymentReturn(searchStr) !== null;

  useEffect(() => {
    if (returning) router.history.replace(`/event/wallet${searchStr}`);
  }, [returning, router, searchStr]);

  if (returning) return <PendingScreen />;
  return <FetchedWalletGate>{(fetched) => <TopUpPage fetched={fetched} />}</FetchedWalletGate>;
}

function TopUpPage({ fetched }: { fetched: FetchedWallet }) {
  const actor = useTopUpActor();
  return <TopUpForm actor={actor} fetched={fetched} />;
}
