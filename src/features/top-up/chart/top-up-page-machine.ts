/**
 * The online top-up page (spec §2 /event/wallet/payment) as the session's flow: the wallet page
 * chart (fetching | form | closed, see wallet-page-machine.ts) running the top-up chart as its
 * form, started with the registration, the balance and the transactions just fetched.
 */
import {
  type WalletPageInput,
  walletPageConfig,
  walletPageSetup,
} from '../../wallet/chart/wallet-page-machine';
import { topUpMachine } from './top-up-machine';

export const topUpPageMachine = walletPageSetup<WalletPageInput, typeof topUpMachine>(
  topUpMachine,
).createMachine(
  walletPageConfig('topUpPage', ({ registration, wallet }, _: WalletPageInput) => ({
    registration,
    balance: wallet.balance.current,
    transactions: wallet.transactionList,
  })),
);

export type TopUpPageMachine = typeof topUpPageMachine;
