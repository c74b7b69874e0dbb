// The top-up page's chart with the app's effects: the wallet chart's, and the purchase call, the
// router, the alert and the browser's location (the payment provider's page is outside the app).
import { topUpMachine } from '../../machines/top-up/top-up-machine';
import { topUpPageMachine } from '../../machines/top-up/top-up-page-machine';
import { topUpActors } from '../../machines/top-up/top-up-services';
import { walletMachine } from '../../machines/wallet/wallet-machine';
import { createPurchaseApi } from '../api/purchase-api';
import { leaveApp } from '../top-up/leave-app';
import { topUpAlertText } from '../top-up/top-up-alerts';
import { showAlert } from '../ui/alerts';
import type { FlowParts } from './flow-parts';
import { walletEffects } from './wallet-flow';

export function createTopUpFlow(parts: FlowParts) {
  const { api, router } = parts;
  return topUpPageMachine.provide({
    actors: {
      wallet: walletMachine.provide(walletEffects(parts)),
      form: topUpMachine.provide({
        actors: topUpActors(createPurchaseApi(api, window.location.origin)),
        actions: {
          navigate: (_, { to }) => void router.navigate({ to }),
          notify: (_, alert) => showAlert(topUpAlertText(alert)),
          redirectTo: (_, { url }) => leaveApp(url),
        },
      }),
    },
  });
}
