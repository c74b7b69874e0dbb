// POST /api/private/customer/wallet/transaction: one row of the caller's wallet with what it
// stands for (DESIGN §8 History: row detail and receipts). Which section is present follows the
// row's kind (core/domain/ledger-rows.ts): topUp for an online top-up and its fee rows, purchase
// for a tap purchase, refund for a paid refund and its fee row. A receipt page prints the same
// answer. Money in dollars with two decimals; dates ISO 8601.
import type { Static } from 'typebox';
import * as Type from 'typebox/type';
import { TOP_UP_OUTCOMES } from '../domain/row-detail';
import { closedObject, oneOf, text, Uuid } from './contract-schema';
import { postEndpoint } from './endpoint';
import { Transaction } from './wallet-contract';

export const TransactionDetailBody = closedObject({
  walletId: Uuid,
  eventId: Uuid,
  purchaseReference: text(200, 1),
});
export type TransactionDetailBody = Static<typeof TransactionDetailBody>;

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** An online top-up by card (spec §9: the amount, the card fee and the activation fee). */
export const TopUpDetail = Type.Object({
  /** The payment reference, as the payment provider and the return page know it. */
  paymentReference: Type.String(),
  /** Charged to the card. */
  amount: Type.Number(),
  /** The rate card's creditCardFee, a percentage (2.5 = 2.5 %). */
  cardFeePercent: Type.Number(),
  cardFee: Type.Number(),
  /** Zero when the activation was already paid. */
  activationFee: Type.Number(),
  /** What the wallet is credited: amount − card fee − activation fee. */
  credit: Type.Number(),
  currency: Type.String(),
  /** How it ended: topUpOutcomeLabel (core/domain/row-detail.ts) words it. */
  outcome: oneOf(TOP_UP_OUTCOMES),
  requestedAt: Type.String(),
  completedAt: NullableString,
});
export type TopUpDetail = Static<typeof TopUpDetail>;

export const PurchaseItem = Type.Object({
  name: Type.String(),
  quantity: Type.Number(),
  unitPrice: Type.Number(),
  /** quantity × unitPrice. */
  total: Type.Number(),
});

/** A tap purchase: where, and what, as the vendor's reader said (both may be unknown). */
export const PurchaseDetail = Type.Object({
  vendor: NullableString,
  items: Type.Array(PurchaseItem),
  /** The items' sum; the reader's account, not checked against the amount paid. */
  itemsTotal: Type.Number(),
});
export type PurchaseDetail = Static<typeof PurchaseDetail>;

/** A refund paid to the bank: the amount transferred, the fee kept, where it went. */
export const RefundDetail = Type.Object({
  refundReference: Type.String(),
  amountToBank: Type.Number(),
  fee: Type.Number(),
  /** The account as maskBankAccount shows it, e.g. '01-0902-•••••89-00'. */
  account: Type.String(),
  accountType: Type.String(),
  currency: Type.String(),
  batchId: Type.String(),
  /** OPEN, CLOSED or PAID. */
  batchState: Type.String(),
  lodgedAt: Type.String(),
});
export type RefundDetail = Static<typeof RefundDetail>;

export const TransactionDetail = Type.Object({
  /** The row as the wallet's list shows it. */
  transaction: Transaction,
  eventName: Type.String(),
  /** The wallet holder's name as the profile has it, for a receipt. */
  customerName: Type.String(),
  topUp: Type.Optional(TopUpDetail),
  purchase: Type.Optional(PurchaseDetail),
  refund: Type.Optional(RefundDetail),
});
export type TransactionDetail = Static<typeof TransactionDetail>;

export const transactionDetailEndpoint = postEndpoint(
  '/api/private/customer/wallet/transaction',
  TransactionDetailBody,
  TransactionDetail,
);
