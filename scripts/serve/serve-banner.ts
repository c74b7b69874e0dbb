import { SANDBOX_NOTICE } from '../../server/payments/sandbox-exposure';

export interface ServeFacts {
  productName: string;
  publicOrigin: string;
  listenUrl: string;
  identityEndpoint: string;
  identityProvider: 'builtin' | 'cognito';
  paymentProvider: 'sandbox' | 'stripe';
  metricsUrl?: string;
}

/** What `npm run serve` prints once it listens; the sandbox is named so nobody misses it. */
export function serveBanner(facts: ServeFacts): string {
  const payments =
    facts.paymentProvider === 'sandbox' ? `SANDBOX. ${SANDBOX_NOTICE}` : 'Stripe Checkout';
  return [
    `${facts.productName} is serving at ${facts.listenUrl} for ${facts.publicOrigin}`,
    facts.identityProvider === 'builtin'
      ? `  Identity:  built in, at ${facts.identityEndpoint} (accounts in the database)`
      : `  Identity:  ${facts.identityEndpoint} (AWS Cognito)`,
    `  Payments:  ${payments}`,
    ...(facts.metricsUrl ? [`  Metrics:   ${facts.metricsUrl}`] : []),
  ].join('\n');
}
