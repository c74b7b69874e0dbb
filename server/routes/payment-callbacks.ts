import type { FastifyInstance } from 'fastify';
import { countedPayments } from '../metrics/counted-payments';
import { createTopUpPayments } from '../payments/top-up-payments';
import type { MoneyRoutesOptions } from './money-routes-options';

/** The payment provider's own routes: hosted sandbox page, or Stripe's webhook and returns. */
export function registerPaymentCallbackRoutes(
  app: FastifyInstance,
  opts: MoneyRoutesOptions,
): void {
  opts.payments.registerRoutes(
    app,
    countedPayments(
      createTopUpPayments(opts.db, {
        refund: (purchase) => opts.payments.refund(purchase),
        onWalletEvent: opts.onWalletEvent,
        log: app.log,
      }),
      (outcome) => opts.metrics.payment(opts.payments.name, outcome),
    ),
  );
}
