// The refund pages' chart with the app's effects: the wallet chart's, and the refund calls, the
// router and the alerts.
import { refundMachine } from '../../machines/refund/refund-machine';
import { refundPageMachine } from '../../machines/refund/refund-page-machine';
import { refundActors } from '../../machines/refund/refund-services';
import { walletMachine } from '../../machines/wallet/wallet-machine';
import { createRefundsApi } from '../api/refunds-api';
import { refundAlertText } from '../refund/refund-alerts';
import { showAlert } from '../ui/alerts';
import type { FlowParts } from './flow-parts';
import { walletEffects } from './wallet-flow';

export function createRefundFlow(parts: FlowParts) {
  const { api, config, router } = parts;
  return refundPageMachine.provide({
    actors: {
      wallet: walletMachine.provide(walletEffects(parts)),
      form: refundMachine.provide({
        actors: refundActors(createRefundsApi(api)),
        actions: {
          navigate: (_, { to }) => void router.navigate({ to }),
          notify: (_, alert) => showAlert(refundAlertText(alert, config.supportEmail)),
        },
      }),
    },
  });
}
