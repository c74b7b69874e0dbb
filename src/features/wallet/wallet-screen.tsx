import { ActorChartState } from '../../ui/chart-state';
import { PendingScreen } from '../../ui/pending-screen';
import { useWalletFlow } from './use-wallet-flow';
import { WalletView } from './wallet-view';

// spec §2 /event/wallet: the route hands the registration and the payment provider's return in
// the address to the session, whose wallet chart this renders.
export function WalletScreen() {
  const actor = useWalletFlow();
  if (!actor) return <PendingScreen />;
  return (
    <>
      <ActorChartState chart="wallet" actor={actor} />
      <WalletView actor={actor} />
    </>
  );
}
