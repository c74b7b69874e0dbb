import { type FetchedWallet, FetchedWalletGate } from '../wallet/fetched-wallet-gate';
import { TopUpForm } from './top-up-form';
import { useTopUpActor } from './use-top-up-actor';

// spec §2 /event/wallet/payment. The provider's return address (/event/wallet/payment/complete)
// is redirected by its route to the wallet page, which tells the outcome.
export function TopUpScreen() {
  return <FetchedWalletGate>{(fetched) => <TopUpPage fetched={fetched} />}</FetchedWalletGate>;
}

function TopUpPage({ fetched }: { fetched: FetchedWallet }) {
  const actor = useTopUpActor();
  return <TopUpForm actor={actor} fetched={fetched} />;
}
