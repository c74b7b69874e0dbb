import { SANDBOX_NOTICE } from '../../server/payments/sandbox-exposure';

export interface ServeFacts {
  productName: string;
  publicOrigin: string;
  listenUrl: string;
  identityEndpoint: string;
  paymentProvider: 'sandbox' | 'stripe';
  metricsUrl?: string;
}

/** What `npm run serve` prints once it listens; the sandbox is named so nobody misses it. */
export function serveBanner(facts: ServeFacts): string {
  const payments =
    facts.paymentProvider === 'sandbox' ? `SANDBOX. ${SANDBOX_NOTICE}` : 'Stripe Checkout';
  return [
    `${facts.productName} is serving at ${facts.listenUrl} for ${facts.publicOrigin}`,
    `  Identity:  ${facts.identityEndpoint}`,
    `  Payments:  ${payments}`,
    ...(facts.metricsUrl ? [`  Metrics:   ${facts.metricsUrl}`] : []),
  ].join('\n');
}
