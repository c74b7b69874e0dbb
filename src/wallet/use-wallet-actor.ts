// The wallet machine with the app's effects: the private API, the router, the alerts, the address
// bar and the session's selection. The wallet page uses it, and so do the top-up and refund
// pages, which need the fetched wallet before they open.
import { useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { walletMachine } from '../../machines/wallet/wallet-machine';
import { walletActors } from '../../machines/wallet/wallet-services';
import { createWalletApi } from '../api/wallet-api';
import { useAppContext } from '../app/use-app-context';
import { useAuthActor } from '../auth/auth-actor-context';
import { showAlert } from '../ui/alerts';
import { findPaidRegistration } from './find-paid-registration';
import { paymentReturnAlertText, walletAlertText } from './wallet-alerts';

export type WalletActor = ActorRefFrom<typeof walletMachine>;

function addressOf(pathname: string, registration: string | null): string {
  return registration ? `${pathname}?${new URLSearchParams({ registration })}` : pathname;
}

export function useWalletActor(): WalletActor {
  const { api, config } = useAppContext();
  const auth = useAuthActor();
  const router = useRouter();
  const machine = useMemo(() => {
    const calls = createWalletApi(api);
    const registrations = () => auth.getSnapshot().context.customer?.eventRegistrationList ?? [];
    return walletMachine.provide({
      actors: walletActors({
        ...calls,
        findPaidRegistration: ({ reference }) =>
          findPaidRegistration(calls, registrations(), reference),
      }),
      actions: {
        navigate: (_, { to }) => {
          void router.navigate({ to });
        },
        notify: (_, alert) => showAlert(walletAlertText(alert)),
        notifyPaymentReturn: (_, notice) =>
          showAlert(paymentReturnAlertText(notice, config.supportEmail)),
        // The provider's parameters leave the address; the registration stays in it.
        clearPaymentQuery: () =>
          router.history.replace(
            addressOf(router.state.location.pathname, auth.getSnapshot().context.selectedId),
          ),
        selectRegistration: (_, { registration }) =>
          router.history.replace(addressOf(router.state.location.pathname, registration.walletId)),
      },
    });
  }, [api, auth, config.supportEmail, router]);
  return useActorRef(machine);
}
