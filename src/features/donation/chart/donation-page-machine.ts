/**
 * The donation page (DESIGN §8 "Donation", /event/wallet/donate) as the session's flow: the wallet
 * page chart (fetching | form | closed, see wallet-page-machine.ts) running the donation chart as
 * its form, with the balance just fetched, the visit's requestKey and the moment it was opened.
 */
import {
  type WalletPageInput,
  walletPageConfig,
  walletPageSetup,
} from '../../wallet/chart/wallet-page-machine';
import { donationMachine } from './donation-machine';
import type { DonationInput } from './donation-types';

/** The address's visit: the key its donation is sent with and when it began (ISO 8601). */
export type DonationPageInput = WalletPageInput & { requestKey: string; openedAt: string };

export const donationPageMachine = walletPageSetup<DonationPageInput, typeof donationMachine>(
  donationMachine,
).createMachine(
  walletPageConfig(
    'donationPage',
    ({ registration, wallet }, input: DonationPageInput): DonationInput => ({
      registration,
      balance: wallet.balance.current,
      requestKey: input.requestKey,
      openedAt: input.openedAt,
    }),
  ),
);

export type DonationPageMachine = typeof donationPageMachine;
