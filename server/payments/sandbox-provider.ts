// The embedded payment provider: a hosted payment page served by our own server. Its form post
// plays the provider's server-to-server callback, so the outcome is recorded before the browser
// is sent back, exactly as a real provider's webhook would do.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import {
  PAYMENT_SESSION_TTL_MINUTES,
  type PaymentProvider,
  paymentReturnUrl,
} from './payment-provider';
import { renderSandboxPage, type SandboxDecision } from './sandbox-page';
import { outcomeOf, type PurchaseRecord, type TopUpPayments } from './top-up-payments';

export const SANDBOX_EXPIRED = 'This payment session has expired';

export function createSandboxProvider(opts: {
  publicOrigin: string;
  productName: string;
}): PaymentProvider {
  return {
    name: 'sandbox',
    async createSession(request) {
      return {
        sessionId: `sandbox_${request.reference}`,
        redirectUrl: `${opts.publicOrigin}/payments/sandbox/${encodeURIComponent(request.reference)}`,
      };
    },
    // The sandbox charged nothing real; its refund is the record on the purchase, one per charge.
    async refund(purchase) {
      return `sandbox_refund_${purchase.reference}`;
    },
    registerRoutes(app, payments) {
      app.register(async (scope) => registerSandboxRoutes(scope, payments, opts));
    },
  };
}

function registerSandboxRoutes(
  scope: FastifyInstance,
  payments: TopUpPayments,
  opts: { publicOrigin: string; productName: string },
): void {
  const { publicOrigin, productName } = opts;
  // The page posts a plain HTML form.
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  scope.get<{ Params: { reference: string } }>(
    '/payments/sandbox/:reference',
    async (request, reply) => {
      const purchase = await sandboxPurchase(payments, request.params.reference);
      return reply
        .header('content-security-policy', pageSecurityPolicy(publicOrigin))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          renderSandboxPage({
            merchant: productName,
            reference: purchase.reference,
            amountCents: purchase.amountCents,
            currency: purchase.currency,
            description: purchase.description,
            closedReason: closedReason(purchase),
            returnUrl: paymentReturnUrl(
              publicOrigin,
              purchase.reference,
              outcomeOf(purchase.state),
            ),
          }),
        );
    },
  );

  scope.post<{ Params: { reference: string }; Body: { decision: SandboxDecision } }>(
    '/payments/sandbox/:reference',
    {
      schema: {
        body: {
          type: 'object',
          required: ['decision'],
          properties: { decision: { type: 'string', enum: ['approve', 'decline', 'pending'] } },
        },
      },
    },
    async (request, reply) => {
      const purchase = await sandboxPurchase(payments, request.params.reference);
      let state = purchase.state;
      if (state === 'PENDING') {
        if (isExpired(purchase)) {
          state = (await payments.fail(purchase.reference)).purchase.state;
        } else if (request.body.decision === 'approve') {
          state = (await payments.complete(purchase.reference)).purchase.state;
        } else if (request.body.decision === 'decline') {
          state = (await payments.fail(purchase.reference)).purchase.state;
        }
      }
      return reply.redirect(
        paymentReturnUrl(publicOrigin, purchase.reference, outcomeOf(state)),
        303,
      );
    },
  );
}

async function sandboxPurchase(
  payments: TopUpPayments,
  reference: string,
): Promise<PurchaseRecord> {
  const purchase = await payments.find(reference);
  if (purchase?.provider !== 'sandbox') throw new HttpError(404, 'Payment not found');
  return purchase;
}

function isExpired(purchase: PurchaseRecord): boolean {
  const age = Date.now() - new Date(purchase.createdAt).getTime();
  return age > PAYMENT_SESSION_TTL_MINUTES * 60_000;
}

function closedReason(purchase: PurchaseRecord): string | null {
  if (purchase.state === 'COMPLETED') return 'This payment has been approved';
  if (purchase.state === 'VOID') return 'This payment has been declined';
  return isExpired(purchase) ? SANDBOX_EXPIRED : null;
}

// Inline styles only; the form may post here and the redirect after it may go to the SPA origin.
function pageSecurityPolicy(publicOrigin: string): string {
  return `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${publicOrigin}; frame-ancestors 'none'; base-uri 'none'`;
}
