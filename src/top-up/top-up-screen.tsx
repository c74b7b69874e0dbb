import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { TopUpPageMachine } from '../../machines/top-up/top-up-page-machine';
import { useFlowActor } from '../app/use-flow-actor';
import { CUSTOMER_OFFLINE } from '../domain/messages';
import { PendingScreen } from '../ui/pending-screen';
import { ButtonLink } from '../ui/router-links';
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
      <Stack gap="md" py="md">
        <Alert color="yellow" variant="light" role="alert" title={CUSTOMER_OFFLINE} />
        <Stack gap="sm">
          <Button onClick={() => page.send({ type: 'topUpPage.retry' })}>Try Again</Button>
          <ButtonLink
            to="/event/wallet"
            search={{ registration: page.getSnapshot().context.input.registration ?? undefined }}
            variant="default"
          >
            Back
          </ButtonLink>
        </Stack>
      </Stack>
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
