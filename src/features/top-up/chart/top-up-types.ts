// The data the online top-up page works with (spec §2 Top up, §5 Top up, §7 purchase/request).

import type { EventRegistration } from '../../../../core/contracts/customer-contract';
import type {
  PurchaseRedirect as PurchaseAnswer,
  PurchaseRequestBody,
} from '../../../../core/contracts/purchase-contract';
import type { Transaction } from '../../../../core/contracts/wallet-contract';
import type { PurchaseItem } from '../../../../core/domain/top-up';

/** What the chart starts with: the registration and its wallet as just fetched. */
export interface TopUpInput {
  registration: EventRegistration;
  balance: number;
  transactions: readonly Transaction[];
}

/**
 * Body of POST /api/private/customer/purchase/request, money in dollars with two decimals. The
 * app's adapter adds requestOrigin (its own origin, where the payment provider sends the customer
 * back). creditTotal, cardFee and activationFee are the figures spec §5 requires non-null; the
 * server recomputes them from the rate card (DESIGN §3).
 */
export type PurchaseRequest = Omit<PurchaseRequestBody, 'requestOrigin' | 'purchaseItemList'> &
  Required<Pick<PurchaseRequestBody, 'creditTotal' | 'cardFee' | 'activationFee'>> & {
    purchaseItemList: PurchaseItem[];
  };

/** What the flow needs of the server's answer: the payment page the browser is sent to. */
export type PurchaseRedirect = Pick<PurchaseAnswer, 'redirect'>;

/**
 * The alerts the flow raises through the `notify` action: no registration (spec §8
 * Wallet/registration), or an event no longer before its start, which the page leaves (spec §4).
 */
export type TopUpAlert = { kind: 'eventNotFound' } | { kind: 'notBeforeEvent' };

/** The screen the flow moves to, through the `navigate` action: the app's path registry
 * (src/router/screen-paths.ts) turns it into an address. */
export interface TopUpNavigation {
  screen: 'home';
}
