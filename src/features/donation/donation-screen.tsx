import { useFlowActor } from '../../app/use-flow-actor';
import { PendingScreen } from '../../ui/pending-screen';
import { WalletPageView } from '../../ui/wallet-page-view';
import { donationMachine } from './chart/donation-machine';
import { DonationForm } from './donation-form';

// DESIGN §8 Donation, /event/wallet/donate: the session's donation page chart, which fetches the
// wallet and then runs the donation chart.
export function DonationScreen() {
  const page = useFlowActor('donation');
  if (!page) return <PendingScreen />;
  return (
    <WalletPageView
      chart="donation"
      pageChart="donation-page"
      page={page}
      formChart={donationMachine}
    >
      {(form, fetched) => <DonationForm actor={form} eventName={fetched.registration.event.name} />}
    </WalletPageView>
  );
}
