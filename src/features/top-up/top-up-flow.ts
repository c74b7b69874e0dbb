// The top-up page's chart with the app's effects: the wallet chart's, and the purchase call, the
// alert and the browser's location (the payment provider's page is outside the app).

import type { FlowParts } from '../../app/flow-parts';
import { showAlert } from '../../ui/alerts';
import { walletMachine } from '../wallet/chart/wallet-machine';
import { walletEffects } from '../wallet/wallet-flow';
import { topUpMachine } from './chart/top-up-machine';
import { topUpPageMachine } from './chart/top-up-page-machine';
import { topUpActors } from './chart/top-up-services';
import { leaveApp } from './leave-app';
import { createPurchaseApi } from './purchase-api';
import { topUpAlertText } from './top-up-alerts';

export function createTopUpFlow(parts: FlowParts) {
  const { api } = parts;
  return topUpPageMachine.provide({
    actors: {
      wallet: walletMachine.provide(walletEffects(parts)),
      form: topUpMachine.provide({
        actors: topUpActors(createPurchaseApi(api, window.location.origin)),
        actions: {
          notify: (_, alert) => showAlert(topUpAlertText(alert)),
          redirectTo: (_, { url }) => leaveApp(url),
        },
      }),
    },
  });
}
