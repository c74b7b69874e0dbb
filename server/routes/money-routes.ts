import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { WalletEventListener } from '../ledger/wallet-events';
import type { ServerMetrics } from '../metrics/server-metrics';
import { createPaymentProvider } from '../payments/create-payment-provider';
import type { PaymentProvider } from '../payments/payment-provider';
import { registerDonationRoute } from './donations';
import { registerPaymentCallbackRoutes } from './payment-callbacks';
import { registerPurchaseRequestRoute } from './purchase-request';
import { registerRefundRoutes } from './refunds';

/**
 * Online top-up, the payment provider's routes, refunds and donations, sharing one provider: the one
 * given, else the one the config names.
 */
export function registerMoneyRoutes(
  app: FastifyInstance,
  opts: {
    db: Database;
    config: ServerConfig;
    payments?: PaymentProvider;
    onWalletEvent?: WalletEventListener;
    metrics: ServerMetrics;
  },
): void {
  const options = { ...opts, payments: opts.payments ?? createPaymentProvider(opts.config) };
  registerPurchaseRequestRoute(app, options);
  registerPaymentCallbackRoutes(app, options);
  registerRefundRoutes(app, options);
  registerDonationRoute(app, options);
}
