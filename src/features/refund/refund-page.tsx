import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useFlowActor } from '../../app/use-flow-actor';
import { PendingScreen } from '../../ui/pending-screen';
import { WalletPageView } from '../../ui/wallet-page-view';
import { type RefundMachine, refundMachine } from './chart/refund-machine';
import { RefundEditForm } from './refund-edit-form';
import { RefundRequestForm } from './refund-request-form';

export type RefundActor = ActorRefFrom<RefundMachine>;

// The refund pages (spec §2, §4 Refund pages): the session's refund page chart, which fetches
// the wallet and then runs the refund chart in the address's mode.
export function RefundPage() {
  const page = useFlowActor('refund');
  if (!page) return <PendingScreen />;
  return (
    <WalletPageView chart="refund" pageChart="refund-page" page={page} formChart={refundMachine}>
      {(form, fetched) => <RefundForm actor={form} eventName={fetched.registration.event.name} />}
    </WalletPageView>
  );
}

function RefundForm({ actor, eventName }: { actor: RefundActor; eventName: string }) {
  const page = useSelector(actor, (snapshot) =>
    snapshot.matches('request') ? 'request' : snapshot.matches('edit') ? 'edit' : null,
  );
  if (page === 'request') return <RefundRequestForm actor={actor} eventName={eventName} />;
  if (page === 'edit') return <RefundEditForm actor={actor} eventName={eventName} />;
  return <PendingScreen />;
}
