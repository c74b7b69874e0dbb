// The data the online top-up page works with (spec §2 Top up, §5 Top up, §7 purchase/request).
import type { PurchaseItem } from '../../src/domain/top-up';

/**
 * Body of POST /api/private/customer/purchase/request, money in dollars with two decimals. The
 * app's adapter adds requestOrigin (its own origin, where the payment provider sends the customer
 * back). creditTotal, cardFee and activationFee are the figures spec §5 requires non-null; the
 * server recomputes them from the rate card (DESIGN §3).
 */
export interface PurchaseRequest {
  uid: string;
  walletId: string;
  description: string;
  currency: string;
  category: 'TOP_UP';
  purchaseItemList: PurchaseItem[];
  contractCode: string;
  eventId: string;
  creditTotal: number;
  cardFee: number;
  activationFee: number;
}

/** What the server answers: the payment page the browser is sent to. */
export interface PurchaseRedirect {
  redirect: string;
}

/** The alert the flow raises through the `notify` action (spec §8 Wallet/registration). */
export type TopUpAlert = { kind: 'eventNotFound' };

/** Where the flow sends the browser inside the app, through the `navigate` action. */
export interface TopUpNavigation {
  to: '/home';
}
