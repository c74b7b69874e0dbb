// The donation page's chart with the app's effects: the wallet chart's, and the donate call and
// the alerts.
import { assign } from 'xstate';
import type { FlowParts } from '../../app/flow-parts';
import { showAlert } from '../../ui/alerts';
import { walletMachine } from '../wallet/chart/wallet-machine';
import { walletEffects } from '../wallet/wallet-flow';
import { donationMachine } from './chart/donation-machine';
import { donationPageMachine } from './chart/donation-page-machine';
import { donationActors } from './chart/donation-services';
import { donationAlertText } from './donation-alerts';
import { createDonationApi } from './donation-api';

export function createDonationFlow(parts: FlowParts) {
  return donationPageMachine.provide({
    actors: {
      wallet: walletMachine.provide(walletEffects(parts)),
      form: donationMachine.provide({
        actors: donationActors(createDonationApi(parts.api)),
        actions: {
          notify: (_, alert) => showAlert(donationAlertText(alert)),
          // Each visit is one donation: its own key, resent by every retry within the visit.
          stampVisit: assign(() => ({
            requestKey: crypto.randomUUID(),
            openedAt: new Date().toISOString(),
          })),
        },
      }),
    },
  });
}
