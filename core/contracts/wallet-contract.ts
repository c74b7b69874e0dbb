// POST /api/private/customer/wallet (spec §3 Event wallet and Transaction, §7).
import type { Static } from 'typebox';
import * as Type from 'typebox/type';
import { LEDGER_ROW_KINDS, ROW_STATUSES } from '../domain/ledger-rows';
import { closedObject, nullableText, oneOf, text, Uuid } from './contract-schema';
import { Donation } from './donation-contract';
import { postEndpoint } from './endpoint';
import { BandBlockField } from './lost-band-contract';
import { RefundTracker } from './refund-tracker-contract';

export const WalletBody = closedObject({
  walletId: Uuid,
  eventId: Uuid,
  /**
   * Older rows: the purchaseReference of the oldest row already shown. The answer is the page of
   * rows after it in table order (newest first), with hasMore telling whether more follow.
   */
  before: Type.Optional(text(200, 1)),
});
export type WalletBody = Static<typeof WalletBody>;

/** A wallet transaction; money in dollars with two decimals. */
export const Transaction = Type.Object({
  purchaseReference: Type.String(),
  purchaseCategory: Type.String(),
  purchaseState: Type.String(),
  purchaseTotal: Type.Number(),
  /** ISO 8601 date-time. */
  purchaseDate: Type.String(),
  /** What the row is (core/domain/ledger-rows.ts): which detail and receipt it has. */
  kind: oneOf(LEDGER_ROW_KINDS),
  /** What the row is, in words: "Card fee", "Purchase · Bar 3". */
  description: Type.String(),
  /** purchaseState at a glance: approved, pending, declined (or unknown). */
  status: oneOf(ROW_STATUSES),
});
export type Transaction = Static<typeof Transaction>;

/** A refunded card payment: its top-up row shows Declined, this says why and what happened. */
export const PaymentNotice = Type.Object({
  reference: Type.String(),
  message: Type.String(),
  /** The refunded card amount, in dollars. */
  amount: Type.Number(),
  /** ISO 8601 date-time of the refund. */
  date: Type.String(),
});
export type PaymentNotice = Static<typeof PaymentNotice>;

/** spec §3 Event wallet. */
export const EventWallet = Type.Object({
  /** The owner's identity subject: the SPA drops a stored wallet that is not the caller's. */
  customerId: Type.String(),
  balance: Type.Object({ current: Type.Number() }),
  /** Newest first, one page of rows. */
  transactionList: Type.Array(Transaction),
  /** Older rows exist beyond the list. */
  hasMore: Type.Boolean(),
  /** Card payments refunded because the wallet could not take them, newest first. */
  paymentNotices: Type.Array(PaymentNotice),
  /** The band's live block (lost-band-contract.ts): the wallet says the band is blocked. */
  bandBlock: BandBlockField,
  /** The event's refunds-close moment (ISO 8601) or null, as on the registration. Always sent. */
  refundsCloseAt: Type.Optional(nullableText()),
  /** The wallet's newest refund, whatever its state, or null when none was lodged. Always sent. */
  refund: Type.Optional(Type.Union([RefundTracker, Type.Null()])),
  /** The wallet's donations, newest first, each thanked with donationThankYou. Always sent. */
  donations: Type.Optional(Type.Array(Donation)),
});
export type EventWallet = Static<typeof EventWallet>;

export const walletEndpoint = postEndpoint('/api/private/customer/wallet', WalletBody, EventWallet);
