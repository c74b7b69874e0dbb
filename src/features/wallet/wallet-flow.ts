// The wallet chart with the app's effects: the private API, the alerts and the
// address bar, which keeps naming the wallet shown once the provider's answer is taken.

import type { FlowParts } from '../../app/flow-parts';
import { showAlert } from '../../ui/alerts';
import { walletMachine } from './chart/wallet-machine';
import { walletActors } from './chart/wallet-services';
import { findPaidRegistration } from './find-paid-registration';
import { createLostBandFlow } from './lost-band-flow';
import { paymentReturnAlertText, walletAlertText } from './wallet-alerts';
import { createWalletApi } from './wallet-api';

type WalletEffects = Parameters<typeof walletMachine.provide>[0];

export function walletEffects({ api, config, router }: FlowParts): WalletEffects {
  const calls = createWalletApi(api);
  const showWallet = (walletId: string) =>
    void router.navigate({
      to: '/event/wallet',
      search: { registration: walletId },
      replace: true,
    });
  return {
    actors: {
      ...walletActors({
        ...calls,
        findPaidRegistration: ({ reference, registrations }) =>
          findPaidRegistration(calls, registrations, reference),
      }),
      lostBand: createLostBandFlow({ api }),
    },
    actions: {
      notify: (_, alert) => showAlert(walletAlertText(alert)),
      notifyPaymentReturn: (_, notice) =>
        showAlert(paymentReturnAlertText(notice, config.supportEmail)),
      // The provider's parameters leave the address; a wallet found by the purchase reference
      // is put in it by selectRegistration instead.
      clearPaymentQuery: ({ context }) => {
        if (context.registration) showWallet(context.registration.walletId);
      },
      selectRegistration: (_, { registration }) => showWallet(registration.walletId),
    },
  };
}

export function createWalletFlow(parts: FlowParts) {
  return walletMachine.provide(walletEffects(parts));
}
