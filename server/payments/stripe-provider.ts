// Stripe Checkout as the card payment provider. The customer pays on Stripe's hosted page; the
// outcome arrives on our webhook, signed with the endpoint secret and verified against the raw
// request body. The return address asks Stripe's API (with our secret key) how the session
// ended, so a customer who comes back before the webhook still sees the right state; a forged
// return address cannot complete anything.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { HttpError } from '../http-error';
import { type PaymentProvider, paymentReturnUrl } from './payment-provider';
import { outcomeOf, type PurchaseRecord, type TopUpPayments } from './top-up-payments';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  publicOrigin: string;
  productName: string;
  /** STRIPE_API_BASE: the origin of a Stripe-compatible API; unset, api.stripe.com. */
  apiBase?: string;
}

export const STRIPE_WEBHOOK_PATH = '/payments/stripe/webhook';

/**
 * How far a webhook's signed time may be from ours, either way. Stripe's library refuses only
 * old signatures; one dated in the future would stay replayable until that time came.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The SDK's host, port and protocol options for an API origin. */
export function stripeApiOptions(apiBase: string): {
  host: string;
  port: number;
  protocol: 'http' | 'https';
} {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    // The SDK hands the host to http.request, which wants an IPv6 address without brackets.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

export function createStripeProvider(opts: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(opts.apiBase ? stripeApiOptions(opts.apiBase) : {}),
  });
  return {
    name: 'stripe',
    async createSession(request) {
      const reference = encodeURIComponent(request.reference);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.reference,
          metadata: { reference: request.reference },
          payment_intent_data: { metadata: { reference: request.reference } },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountCents,
                product_data: {
                  name: `${opts.productName} top up`,
                  description: request.description,
                },
              },
            },
          ],
          success_url: `${opts.publicOrigin}/payments/stripe/return/${reference}?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${opts.publicOrigin}/payments/stripe/cancel/${reference}`,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        },
        // A retried request must not open a second session for the same purchase.
        { idempotencyKey: `checkout-${request.reference}` },
      );
      if (!session.url) throw new Error(`Stripe session ${session.id} has no payment page url`);
      return { sessionId: session.id, redirectUrl: session.url };
    },
    async refund(purchase) {
      if (!purchase.providerSessionId) {
        throw new Error(`Purchase ${purchase.reference} has no Stripe session to refund`);
      }
      const session = await stripe.checkout.sessions.retrieve(purchase.providerSessionId);
      const paymentIntent =
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : session.payment_intent?.id;
      if (!paymentIntent) throw new Error(`Stripe session ${session.id} has no payment to refund`);
      // The key makes a retried or replayed call return the same refund instead of a second one.
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          reason: 'requested_by_customer',
          metadata: { reference: purchase.reference, why: 'wallet balance limit' },
        },
        { idempotencyKey: `refund-${purchase.reference}` },
      );
      return refund.id;
    },
    registerRoutes(app, payments) {
      app.register(async (scope) => registerStripeRoutes(scope, stripe, opts, payments));
    },
  };
}

function registerStripeRoutes(
  scope: FastifyInstance,
  stripe: Stripe,
  opts: StripeProviderOptions,
  payments: TopUpPayments,
): void {
  // The signature covers the exact bytes Stripe sent, so the body must not be parsed first.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  // The body is a Buffer checked by its signature; the empty schema accepts it as it is.
  scope.post(STRIPE_WEBHOOK_PATH, { schema: { body: {} } }, async (request) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
      throw new HttpError(400, 'Missing Stripe signature');
    }
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(
        request.body,
        signature,
        opts.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (error) {
      request.log.warn({ err: error }, 'stripe webhook signature rejected');
      throw new HttpError(400, 'Invalid Stripe signature');
    }
    const signedAt = signatureTimestamp(signature);
    if (signedAt === undefined || signedAt > Date.now() / 1000 + WEBHOOK_TOLERANCE_SECONDS) {
      request.log.warn({ signedAt }, 'stripe webhook signed for a time in the future');
      throw new HttpError(400, 'Invalid Stripe signature');
    }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        await settle(payments, event.data.object, false, request.log);
        break;
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        await settle(payments, event.data.object, true, request.log);
        break;
      default:
        break;
    }
    return { received: true };
  });

  scope.get<{ Params: { reference: string } }>(
    '/payments/stripe/return/:reference',
    async (request, reply) => {
      const purchase = await stripePurchase(payments, request.params.reference);
      let settled = purchase;
      if (purchase.state === 'PENDING' && purchase.providerSessionId) {
        const session = await stripe.checkout.sessions.retrieve(purchase.providerSessionId);
        settled = (await settle(payments, session, false, request.log)) ?? purchase;
      }
      return reply.redirect(returnUrl(opts.publicOrigin, settled), 303);
    },
  );

  scope.get<{ Params: { reference: string } }>(
    '/payments/stripe/cancel/:reference',
    async (request, reply) => {
      const purchase = await stripePurchase(payments, request.params.reference);
      let settled = purchase;
      if (purchase.state === 'PENDING' && purchase.providerSessionId) {
        // Expiring closes the page for good; if the customer paid in another tab meanwhile,
        // Stripe refuses and the session tells what happened instead.
        const session = await stripe.checkout.sessions
          .expire(purchase.providerSessionId)
          .catch(() => stripe.checkout.sessions.retrieve(purchase.providerSessionId as string));
        settled = (await settle(payments, session, false, request.log)) ?? purchase;
      }
      return reply.redirect(returnUrl(opts.publicOrigin, settled), 303);
    },
  );
}

/**
 * The signed time of a Stripe-Signature header (`t=…,v1=…`), in seconds. The library uses the
 * last `t` it finds; a header with more than one is not Stripe's and counts as unsigned.
 */
function signatureTimestamp(header: string): number | undefined {
  const stamps = header
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.startsWith('t='))
    .map((part) => part.slice(2));
  const [stamp] = stamps;
  return stamps.length === 1 && stamp && /^\d{1,12}$/.test(stamp) ? Number(stamp) : undefined;
}

/**
 * Records what a session says: paid → completed; expired, or failed when told so → void;
 * anything else stays pending. Sessions that are not one of our purchases are ignored.
 */
async function settle(
  payments: TopUpPayments,
  session: Stripe.Checkout.Session,
  failed: boolean,
  log: FastifyBaseLogger,
): Promise<PurchaseRecord | undefined> {
  const reference = session.client_reference_id;
  const purchase = reference ? await payments.find(reference) : undefined;
  if (purchase?.provider !== 'stripe') {
    log.info({ sessionId: session.id }, 'stripe session is not a purchase of ours');
    return undefined;
  }
  if (purchase.providerSessionId !== null && purchase.providerSessionId !== session.id) {
    log.warn({ sessionId: session.id, reference }, 'stripe session does not match the purchase');
    return purchase;
  }
  if (failed || session.status === 'expired')
    return (await payments.fail(purchase.reference)).purchase;
  const paid =
    session.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
  if (!paid) return purchase;
  if (
    session.amount_total !== purchase.amountCents ||
    session.currency?.toUpperCase() !== purchase.currency
  ) {
    // Never credit a different amount than was charged; leave it for someone to look at.
    throw new Error(
      `Stripe session ${session.id} charged ${session.amount_total} ${session.currency}, purchase ${purchase.reference} expects ${purchase.amountCents} ${purchase.currency}`,
    );
  }
  return (await payments.complete(purchase.reference)).purchase;
}

async function stripePurchase(payments: TopUpPayments, reference: string): Promise<PurchaseRecord> {
  const purchase = await payments.find(reference);
  if (purchase?.provider !== 'stripe') throw new HttpError(404, 'Payment not found');
  return purchase;
}

function returnUrl(publicOrigin: string, purchase: PurchaseRecord): string {
  return paymentReturnUrl(publicOrigin, purchase.reference, outcomeOf(purchase.state));
}
