// The donation page chart's test model: the wallet page chart (wallet-page-machine.ts) running
// the donation chart, driven by the same snapshots of the wallet chart as the top-up and refund
// pages (wallet-page-model.ts). The unit tests, the path listing and the browser walk read it.
import type { MachineModel } from '../../../../test-support/charts/model-paths';
import { sessionlessWalletMachine } from '../../wallet/chart/wallet-model';
import { PAGE_INPUTS, walletPageEvents } from '../../wallet/chart/wallet-page-model';
import { sessionlessDonationMachine } from './donation-model';
import { donationPageMachine } from './donation-page-machine';

/** The page as the route starts it: the address's walletId in the customer's list. */
export const DONATION_PAGE_INPUT = PAGE_INPUTS.topUp;

// The page's children name the next screen to the session; a replay runs them with none.
export const donationPageModel: MachineModel = {
  machine: donationPageMachine.provide({
    actors: { wallet: sessionlessWalletMachine, form: sessionlessDonationMachine },
  }),
  events: walletPageEvents,
  input: DONATION_PAGE_INPUT,
};
