// The top-up machine with the app's effects: the purchase call, the router, the alert and the
// browser's location (the payment provider's page is outside the app).
import { useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { topUpMachine } from '../../machines/top-up/top-up-machine';
import { topUpActors } from '../../machines/top-up/top-up-services';
import { createPurchaseApi } from '../api/purchase-api';
import { useAppContext } from '../app/use-app-context';
import { EVENT_NOT_FOUND } from '../domain/messages';
import { failed, showAlert } from '../ui/alerts';
import { leaveApp } from './leave-app';

export type TopUpActor = ActorRefFrom<typeof topUpMachine>;

export function useTopUpActor(): TopUpActor {
  const { api } = useAppContext();
  const router = useRouter();
  const machine = useMemo(
    () =>
      topUpMachine.provide({
        actors: topUpActors(createPurchaseApi(api, window.location.origin)),
        actions: {
          navigate: (_, { to }) => {
            void router.navigate({ to });
          },
          notify: () => showAlert(failed(EVENT_NOT_FOUND)),
          redirectTo: (_, { url }) => leaveApp(url),
        },
      }),
    [api, router],
  );
  return useActorRef(machine);
}
