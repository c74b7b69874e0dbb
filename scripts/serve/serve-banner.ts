import { SANDBOX_NOTICE } from '../../server/payments/sandbox-exposure';

export interface ServeFacts {
  productName: string;
  publicOrigin: string;
  listenUrl: string;
  identityEndpoint: string;
  identityProvider: 'builtin' | 'cognito';
  paymentProvider: 'sandbox' | 'stripe';
  /** Whether SMTP_URL names a mail server; without one the built-in identity's codes stay local. */
  smtp: boolean;
  metricsUrl?: string;
}

// Customers of a real deployment cannot read DATA_DIR: without SMTP they never get a code.
export const NO_SMTP_WARNING =
  '  WARNING:   SMTP_URL is not set, so sign-up and password-reset codes are only written to ' +
  'DATA_DIR/outbox.jsonl and this log: customers will not receive them. Set SMTP_URL.';

/** What `npm run serve` prints once it listens; the sandbox is named so nobody misses it. */
export function serveBanner(facts: ServeFacts): string {
  const payments =
    facts.paymentProvider === 'sandbox' ? `SANDBOX. ${SANDBOX_NOTICE}` : 'Stripe Checkout';
  return [
    `${facts.productName} is serving at ${facts.listenUrl} for ${facts.publicOrigin}`,
    facts.identityProvider === 'builtin'
      ? `  Identity:  built in, at ${facts.identityEndpoint} (accounts in the database)`
      : `  Identity:  ${facts.identityEndpoint} (AWS Cognito)`,
    ...(facts.identityProvider === 'builtin' && !facts.smtp ? [NO_SMTP_WARNING] : []),
    `  Payments:  ${payments}`,
    ...(facts.metricsUrl ? [`  Metrics:   ${facts.metricsUrl}`] : []),
  ].join('\n');
}
