/**
 * The donation page (DESIGN §8 "Donation", /event/wallet/donate) as the session's flow: the wallet
 * page chart (fetching | form | closed, see wallet-page-machine.ts) running the donation chart as
 * its form, with the balance just fetched.
 */
import {
  type WalletPageInput,
  walletPageConfig,
  walletPageSetup,
} from '../../wallet/chart/wallet-page-machine';
import { donationMachine } from './donation-machine';
import type { DonationInput } from './donation-types';

export const donationPageMachine = walletPageSetup<WalletPageInput, typeof donationMachine>(
  donationMachine,
).createMachine(
  walletPageConfig(
    'donationPage',
    ({ registration, wallet }, _: WalletPageInput): DonationInput => ({
      registration,
      balance: wallet.balance.current,
    }),
  ),
);

export type DonationPageMachine = typeof donationPageMachine;
