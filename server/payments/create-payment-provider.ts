import type { ServerConfig } from '../config';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

/** The provider the config names: the embedded sandbox unless PAYMENT_PROVIDER=stripe. */
export function createPaymentProvider(config: ServerConfig): PaymentProvider {
  const { payments, publicOrigin, productName } = config;
  if (payments.provider === 'stripe') {
    return createStripeProvider({
      secretKey: payments.stripeSecretKey,
      webhookSecret: payments.stripeWebhookSecret,
      apiBase: payments.stripeApiBase,
      publicOrigin,
      productName,
    });
  }
  return createSandboxProvider({ publicOrigin, productName });
}
