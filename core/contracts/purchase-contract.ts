// POST /api/private/customer/purchase/request (spec §3 Purchase request item, §5 Top up, §7).
import type { Static } from 'typebox';
import * as Type from 'typebox/type';
import { Currency, closedObject, Money, oneOf, text, Uuid } from './contract-schema';
import { postEndpoint } from './endpoint';

const TEXT = text(200);
const REQUIRED_TEXT = text(200, 1);

/** The server accepts only the items it computes itself, so the codes are checked there. */
export const PurchaseItem = closedObject({
  code: REQUIRED_TEXT,
  name: TEXT,
  /** Dollars with two decimals; fees are negative. */
  price: Money,
  currency: Currency,
  quantity: Type.Integer({ minimum: 1, maximum: 1000 }),
  category: REQUIRED_TEXT,
});
export type PurchaseItem = Static<typeof PurchaseItem>;

/**
 * Money in dollars with two decimals. requestOrigin is the SPA's own origin, where the payment
 * provider sends the customer back. creditTotal, cardFee and activationFee are the figures spec §5
 * requires non-null; the server recomputes every figure from the rate card (DESIGN §3).
 */
export const PurchaseRequestBody = closedObject({
  uid: TEXT,
  walletId: Uuid,
  description: TEXT,
  currency: Currency,
  category: oneOf(['TOP_UP']),
  purchaseItemList: Type.Array(PurchaseItem, { minItems: 1, maxItems: 3 }),
  requestOrigin: text(300, 1),
  contractCode: TEXT,
  eventId: Uuid,
  creditTotal: Type.Optional(Money),
  cardFee: Type.Optional(Money),
  activationFee: Type.Optional(Money),
});
export type PurchaseRequestBody = Static<typeof PurchaseRequestBody>;

/** The payment page the browser is sent to, and the top-up's reference. */
export const PurchaseRedirect = Type.Object({ redirect: Type.String(), reference: Type.String() });
export type PurchaseRedirect = Static<typeof PurchaseRedirect>;

export const purchaseRequestEndpoint = postEndpoint(
  '/api/private/customer/purchase/request',
  PurchaseRequestBody,
  PurchaseRedirect,
);
