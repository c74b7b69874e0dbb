// The seam between online top-ups and whoever takes the card payment. The provider hosts the
// payment page and tells us the outcome through its own server-to-server channel (a signed
// webhook, or the sandbox page's form post); the browser's return address never decides it.
import type { FastifyInstance } from 'fastify';
import type { PaymentOutcome, PurchaseRecord, TopUpPayments } from './top-up-payments';

export type PaymentProviderName = 'sandbox' | 'stripe';

/**
 * How long a payment session stays open. A pending top-up younger than this still counts
 * against the wallet maximum, so two open payments cannot together overfill a wallet.
 * Stripe accepts sessions of 30 minutes to 24 hours.
 */
export const PAYMENT_SESSION_TTL_MINUTES = 60;

export interface PaymentSessionRequest {
  /** Our purchase reference; the provider hands it back with the outcome. */
  reference: string;
  /** What the card is charged, in cents of currency. */
  amountCents: number;
  currency: string;
  description: string;
  /** The SPA origin the customer returns to: always PUBLIC_ORIGIN. */
  requestOrigin: string;
  expiresAt: Date;
}

export interface PaymentSession {
  /** The provider's id for the session, stored on the purchase. */
  sessionId: string;
  /** The hosted payment page the browser is sent to. */
  redirectUrl: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createSession(request: PaymentSessionRequest): Promise<PaymentSession>;
  /**
   * Gives a completed charge back to the card (the wallet could not take it); answers the
   * provider's refund id. Calling it again for the same purchase refunds nothing more.
   */
  refund(purchase: PurchaseRecord): Promise<string>;
  /** Adds the provider's own routes (hosted page, webhook, return address) to the app. */
  registerRoutes(app: FastifyInstance, payments: TopUpPayments): void;
}

/**
 * Where the SPA shows the outcome: spec §2 reads reference and state from this address. Built
 * from PUBLIC_ORIGIN, never from what a request said, so a payment page sends nobody elsewhere.
 */
export function paymentReturnUrl(
  publicOrigin: string,
  reference: string,
  outcome: PaymentOutcome,
): string {
  const url = new URL('/event/wallet/payment/complete', publicOrigin);
  url.searchParams.set('reference', reference);
  url.searchParams.set('state', outcome);
  return url.toString();
}
