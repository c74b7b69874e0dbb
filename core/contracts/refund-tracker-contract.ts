// The wallet's refund as the customer follows it (DESIGN §8 "Refund tracker"), carried by the
// wallet call (core/contracts/wallet-contract.ts): money in dollars with two decimals, dates in
// ISO 8601. core/domain/refund-tracker.ts labels the steps and draws the progress.
import type { Static } from 'typebox';
import * as Type from 'typebox/type';
import { REFUND_STEPS } from '../domain/refund-tracker';
import { nullableText, oneOf } from './contract-schema';

export const RefundTracker = Type.Object({
  /** The reference the amend call names (refund/update's refundPurchaseRef). */
  refundPurchaseRef: Type.String(),
  /** The last step reached (currentRefundStep). */
  step: oneOf(REFUND_STEPS),
  /**
   * What reaches the bank: the balance less the fee. While the batch is open that is the balance
   * now (taps may still spend it during a running event), 0 when it no longer covers the fee
   * (the refund will be cancelled when the batch closes); from the closing on, the figure fixed
   * then, which is what is paid.
   */
  amount: Type.Number(),
  fee: Type.Number(),
  currency: Type.String(),
  /** NZ, AUS or OTHER. */
  accountType: Type.String(),
  /** maskBankAccount: '01-0902-•••••89-00'. */
  account: Type.String(),
  lodged: Type.String(),
  /** When the batch closed (no more account changes), if it did before any cancellation. */
  beingProcessed: nullableText(),
  paid: nullableText(),
  cancelled: nullableText(),
  /** refundExpectedBy: null once paid or cancelled. */
  expectedBy: nullableText(),
});
export type RefundTracker = Static<typeof RefundTracker>;
