// POST /api/private/customer/refund (list), /refund/create and /refund/update (spec §3 Refund
// list entry, §5 Refund form, §7; DESIGN §3).
import type { Static } from 'typebox';
import * as Type from 'typebox/type';
import { Currency, closedObject, Money, nullableText, text, Uuid } from './contract-schema';
import { postEndpoint } from './endpoint';

const TEXT = text(200);
const ACCOUNT_NUMBER = text(40, 1);

/** uid picks the wallet: the tag, or the ticket number when none. */
export const RefundListBody = closedObject({ uid: TEXT, eventId: Uuid });
export type RefundListBody = Static<typeof RefundListBody>;

/** One refund of a wallet; the OPEN batch's refund can still be amended. */
export const RefundEntry = Type.Object({
  /** The refund's purchase reference, which the amend call names. */
  refundPurchaseRef: Type.String(),
  batchState: Type.String(),
  batchItemAccountNumber: Type.String(),
  accountType: Type.String(),
  refundTotal: Type.Number(),
  refundFee: Type.Number(),
  refundCurrency: Type.String(),
  state: Type.String(),
  /** ISO 8601 date-time. */
  created: Type.String(),
});
export type RefundEntry = Static<typeof RefundEntry>;

/** Newest first. */
export const RefundListResponse = Type.Object({ eventWalletRefundList: Type.Array(RefundEntry) });
export type RefundListResponse = Static<typeof RefundListResponse>;

/** Money in dollars with two decimals; the server checks both figures against the event. */
export const RefundCreateBody = closedObject({
  firstName: TEXT,
  lastName: TEXT,
  phone: TEXT,
  email: TEXT,
  /** Canonical form (canonicalBankAccount). */
  accountNumber: ACCOUNT_NUMBER,
  refundTotal: Money,
  refundFee: Money,
  tagNumber: Type.Optional(nullableText(200)),
  ticketNumber: Type.Optional(nullableText(200)),
  walletId: Uuid,
  eventId: Uuid,
  /** The spec names it without a source; the registration knows one event, so its id. */
  eventDetailId: Type.Optional(nullableText(200)),
  refundCurrency: Currency,
});
export type RefundCreateBody = Static<typeof RefundCreateBody>;

export const RefundUpdateBody = closedObject({
  accountNumber: ACCOUNT_NUMBER,
  refundPurchaseRef: text(100, 1),
});
export type RefundUpdateBody = Static<typeof RefundUpdateBody>;

/** The refund as lodged or amended. */
export const RefundResponse = Type.Object({ refund: RefundEntry });
export type RefundResponse = Static<typeof RefundResponse>;

export const refundListEndpoint = postEndpoint(
  '/api/private/customer/refund',
  RefundListBody,
  RefundListResponse,
);
export const refundCreateEndpoint = postEndpoint(
  '/api/private/customer/refund/create',
  RefundCreateBody,
  RefundResponse,
);
export const refundUpdateEndpoint = postEndpoint(
  '/api/private/customer/refund/update',
  RefundUpdateBody,
  RefundResponse,
);
