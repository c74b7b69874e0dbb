import { useFlowActor } from '../../app/use-flow-actor';
import { PendingScreen } from '../../ui/pending-screen';
import { WalletPageView } from '../../ui/wallet-page-view';
import { topUpMachine } from './chart/top-up-machine';
import { TopUpForm } from './top-up-form';

// spec §2 /event/wallet/payment: the session's top-up page chart, which fetches the wallet and
// then runs the form. The provider's return address (/event/wallet/payment/complete) is
// redirected by its route to the wallet page, which tells the outcome.
export function TopUpScreen() {
  const page = useFlowActor('topUp');
  if (!page) return <PendingScreen />;
  return (
    <WalletPageView chart="top-up" pageChart="top-up-page" page={page} formChart={topUpMachine}>
      {(form, fetched) => <TopUpForm actor={form} eventName={fetched.registration.event.name} />}
    </WalletPageView>
  );
}
