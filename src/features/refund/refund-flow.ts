// The refund pages' chart with the app's effects: the wallet chart's, and the refund calls and
// the alerts.

import type { FlowParts } from '../../app/flow-parts';
import { showAlert } from '../../ui/alerts';
import { walletMachine } from '../wallet/chart/wallet-machine';
import { walletEffects } from '../wallet/wallet-flow';
import { refundMachine } from './chart/refund-machine';
import { refundPageMachine } from './chart/refund-page-machine';
import { refundActors } from './chart/refund-services';
import { refundAlertText } from './refund-alerts';
import { createRefundsApi } from './refunds-api';

export function createRefundFlow(parts: FlowParts) {
  const { api, config } = parts;
  return refundPageMachine.provide({
    actors: {
      wallet: walletMachine.provide(walletEffects(parts)),
      form: refundMachine.provide({
        actors: refundActors(createRefundsApi(api)),
        actions: {
          notify: (_, alert) => showAlert(refundAlertText(alert, config.supportEmail)),
        },
      }),
    },
  });
}
