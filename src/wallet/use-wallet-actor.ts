// The wallet machine with the app's effects: the private API, the router, the alerts and the
// address bar. The wallet page uses it, and so do the top-up and refund pages, which need the
// fetched wallet before they open.
import { useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { walletMachine } from '../../machines/wallet/wallet-machine';
import { walletActors } from '../../machines/wallet/wallet-services';
import { createWalletApi } from '../api/wallet-api';
import { useAppContext } from '../app/use-app-context';
import { showAlert } from './alerts';
import { withoutPaymentReturn } from './payment-return-query';
import { paymentReturnAlertText, walletAlertText } from './wallet-alerts';

export type WalletActor = ActorRefFrom<typeof walletMachine>;

export function useWalletActor(): WalletActor {
  const { api, config } = useAppContext();
  const router = useRouter();
  const machine = useMemo(
    () =>
      walletMachine.provide({
        actors: walletActors(createWalletApi(api)),
        actions: {
          navigate: (_, { to }) => {
            void router.navigate({ to });
          },
          notify: (_, alert) => showAlert(walletAlertText(alert)),
          notifyPaymentReturn: (_, notice) =>
            showAlert(paymentReturnAlertText(notice, config.supportEmail)),
          clearPaymentQuery: () =>
            router.history.replace(withoutPaymentReturn(router.history.location.href)),
        },
      }),
    [api, config.supportEmail, router],
  );
  return useActorRef(machine);
}
