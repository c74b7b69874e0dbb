// The refund machine with the app's effects: the refund calls, the router and the alerts.
import { useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { refundMachine } from '../../machines/refund/refund-machine';
import { refundActors } from '../../machines/refund/refund-services';
import { createRefundsApi } from '../api/refunds-api';
import { useAppContext } from '../app/use-app-context';
import { showAlert } from '../ui/alerts';
import { refundAlertText } from './refund-alerts';

export type RefundActor = ActorRefFrom<typeof refundMachine>;

export function useRefundActor(): RefundActor {
  const { api, config } = useAppContext();
  const router = useRouter();
  const machine = useMemo(
    () =>
      refundMachine.provide({
        actors: refundActors(createRefundsApi(api)),
        actions: {
          navigate: (_, { to }) => {
            void router.navigate({ to });
          },
          notify: (_, alert) => showAlert(refundAlertText(alert, config.supportEmail)),
        },
      }),
    [api, config.supportEmail, router],
  );
  return useActorRef(machine);
}
