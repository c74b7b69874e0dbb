import { SANDBOX_NOTICE } from '../../server/payments/sandbox-exposure';

export interface ReadyFacts {
  productName: string;
  url: string;
  /** Absent when the stack runs against a given user pool (no demo user there). */
  demoEmail?: string;
  demoPassword?: string;
  dataDir: string;
  /** 'pglite' keeps the data under dataDir; 'postgres' means DATABASE_URL is in use. */
  databaseKind: 'pglite' | 'postgres';
  identityEndpoint: string;
  /** builtin: this server is the identity; cognito: the user pool from USER_POOL_ID. */
  identityProvider: 'builtin' | 'cognito';
  /** Absent means the sandbox, which the banner always names. */
  paymentProvider?: 'sandbox' | 'stripe';
  /** The server's log file (every request); the terminal shows its warnings and errors. */
  logFile?: string;
  /** Where Prometheus scrapes this stack (loopback). */
  metricsUrl?: string;
  readyMs: number;
}

/** What `npm start` prints once everything answers. */
export function readyBanner(facts: ReadyFacts): string {
  const builtin = facts.identityProvider === 'builtin';
  const data =
    facts.databaseKind === 'pglite'
      ? `Data:          ${facts.dataDir} (database${builtin ? ' with the accounts' : ''}). To reset, stop the stack and delete it.`
      : `Data:          PostgreSQL from DATABASE_URL${builtin ? ' (with the accounts)' : ''}; push keys and the e-mail outbox in ${facts.dataDir}.`;
  return [
    '',
    `${facts.productName} is ready in ${(facts.readyMs / 1000).toFixed(1)} s`,
    '',
    `  Open:          ${facts.url}`,
    ...(facts.demoEmail ? [`  Demo sign-in:  ${facts.demoEmail} / ${facts.demoPassword}`] : []),
    `  ${data}`,
    builtin
      ? `  Identity:      built in, at ${facts.identityEndpoint} (e-mailed codes are printed below as "[identity]")`
      : `  Identity:      ${facts.identityEndpoint} (the user pool from USER_POOL_ID)`,
    facts.paymentProvider !== 'stripe'
      ? `  Payments:      SANDBOX. ${SANDBOX_NOTICE}`
      : '  Payments:      Stripe Checkout',
    ...(facts.logFile
      ? [`  Logs:          ${facts.logFile} (LOG_LEVEL=info also shows requests here)`]
      : []),
    ...(facts.metricsUrl ? [`  Metrics:       ${facts.metricsUrl}`] : []),
    '',
    'Press Ctrl-C to stop.',
    '',
  ].join('\n');
}
