/**
 * The refund pages (spec §2 /event/wallet/refund, /refund/request, /refund/edit) as the session's
 * flow: the wallet page chart (fetching | form | closed, see wallet-page-machine.ts) running the
 * refund chart as its form, in the address's mode, with the balance and refund list just fetched
 * and the form prefilled from the profile.
 */
import type { Profile } from '../../../../core/contracts/profile-contract';
import {
  type WalletPageInput,
  walletPageConfig,
  walletPageSetup,
} from '../../wallet/chart/wallet-page-machine';
import { profilePrefill } from './refund-form';
import { refundMachine } from './refund-machine';
import type { RefundInput, RefundMode } from './refund-types';

export type RefundPageInput = WalletPageInput & { mode: RefundMode; profile: Profile | null };

export const refundPageMachine = walletPageSetup<RefundPageInput, typeof refundMachine>(
  refundMachine,
).createMachine(
  walletPageConfig(
    'refundPage',
    ({ registration, wallet, refunds }, input: RefundPageInput): RefundInput => ({
      mode: input.mode,
      registration,
      balance: wallet.balance.current,
      refunds,
      prefill: profilePrefill(input.profile),
    }),
  ),
);

export type RefundPageMachine = typeof refundPageMachine;
