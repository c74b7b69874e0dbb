import { Center, Loader } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { TopUpPageMachine } from '../../machines/top-up/top-up-page-machine';
import { useFlowActor } from '../app/use-flow-actor';
import { OfflineRetry } from '../ui/offline-retry';
import { PendingScreen } from '../ui/pending-screen';
import { type TopUpActor, TopUpForm } from './top-up-form';

type TopUpPageActor = ActorRefFrom<TopUpPageMachine>;

// spec §2 /event/wallet/payment: the session's top-up page chart, which fetches the wallet and
// then runs the form. The provider's return address (/event/wallet/payment/complete) is
// redirected by its route to the wallet page, which tells the outcome.
export function TopUpScreen() {
  const page = useFlowActor() as TopUpPageActor | undefined;
  if (!page) return <PendingScreen />;
  return <TopUpPage page={page} />;
}

function TopUpPage({ page }: { page: TopUpPageActor }) {
  const offline = useSelector(page, (snapshot) => snapshot.matches({ fetching: 'offline' }));
  const form = useSelector(page, (snapshot) => snapshot.children.topUp as TopUpActor | undefined);
  const fetched = useSelector(page, (snapshot) => snapshot.context.fetched);
  if (offline) {
    return (
      <OfflineRetry
        onRetry={() => page.send({ type: 'topUpPage.retry' })}
        registration={page.getSnapshot().context.input.registration ?? undefined}
      />
    );
  }
  if (!form || !fetched) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading wallet" />
      </Center>
    );
  }
  return <TopUpForm actor={form} eventName={fetched.registration.event.name} />;
}
