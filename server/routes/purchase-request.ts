import type { FastifyInstance } from 'fastify';
import { purchaseRequestEndpoint } from '../../core/contracts/purchase-contract';
import { HttpError } from '../http-error';
import { attachPaymentSession, failTopUp } from '../payments/top-up-payments';
import { recordTopUpRequest } from '../payments/top-up-request';
import { requireUser } from '../plugins/auth';
import type { MoneyRoutesOptions } from './money-routes-options';
import { serveEndpoint } from './serve-endpoint';

export const PAYMENT_PROVIDER_UNAVAILABLE =
  'The payment provider could not be reached - please try again later';

/**
 * POST /api/private/customer/purchase/request (spec §7): records the top-up as PENDING, opens a
 * session with the payment provider and answers { redirect } to its payment page.
 */
export function registerPurchaseRequestRoute(app: FastifyInstance, opts: MoneyRoutesOptions): void {
  serveEndpoint(app, purchaseRequestEndpoint, async (request) => {
    const user = requireUser(request);
    const recorded = await recordTopUpRequest(opts.db, {
      sub: user.sub,
      body: request.body,
      provider: opts.payments.name,
      productName: opts.config.productName,
      publicOrigin: opts.config.publicOrigin,
    });
    let session: Awaited<ReturnType<typeof opts.payments.createSession>>;
    try {
      session = await opts.payments.createSession(recorded);
    } catch (error) {
      request.log.error({ err: error, reference: recorded.reference }, 'payment session failed');
      opts.metrics.payment(opts.payments.name, 'provider_error');
      await failTopUp(opts.db, recorded.reference);
      throw new HttpError(502, PAYMENT_PROVIDER_UNAVAILABLE);
    }
    await attachPaymentSession(opts.db, recorded.reference, session.sessionId);
    opts.metrics.payment(opts.payments.name, 'started');
    return { redirect: session.redirectUrl, reference: recorded.reference };
  });
}
