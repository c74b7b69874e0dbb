import { describe, expect, it } from 'vitest';
import { SANDBOX_NOTICE } from '../../server/payments/sandbox-exposure';
import { readyBanner } from './ready-banner';

const facts = {
  productName: 'TapWallet',
  url: 'http://localhost:8080',
  demoEmail: 'demo@tapwallet.example',
  demoPassword: 'Demo-pass-1!',
  dataDir: '/repo/.data',
  databaseKind: 'pglite' as const,
  identityEndpoint: 'http://localhost:8080/identity',
  identityProvider: 'builtin' as const,
  readyMs: 2345,
};

describe('readyBanner', () => {
  it('names the URL, the demo sign-in, the data directory and the time to ready', () => {
    const text = readyBanner(facts);
    expect(text).toContain('http://localhost:8080');
    expect(text).toContain('Identity:      built in, at http://localhost:8080/identity');
    expect(text).toContain('demo@tapwallet.example / Demo-pass-1!');
    expect(text).toContain('/repo/.data');
    expect(text).toContain('delete it');
    expect(text).toContain('TapWallet is ready in 2.3 s');
  });

  it('says the database is PostgreSQL when DATABASE_URL is used', () => {
    const text = readyBanner({ ...facts, databaseKind: 'postgres' });
    expect(text).toContain('PostgreSQL from DATABASE_URL');
  });

  it('names the log file and the metrics address when it has them', () => {
    expect(readyBanner(facts)).not.toContain('Logs:');
    const text = readyBanner({
      ...facts,
      logFile: '/repo/.data/server.log',
      metricsUrl: 'http://127.0.0.1:9464/metrics',
    });
    expect(text).toContain('Logs:          /repo/.data/server.log');
    expect(text).toContain('Metrics:       http://127.0.0.1:9464/metrics');
  });

  it('names the sandbox when it is on, and Stripe otherwise', () => {
    expect(readyBanner({ ...facts, paymentProvider: 'sandbox' })).toContain(
      `Payments:      SANDBOX. ${SANDBOX_NOTICE}`,
    );
    const stripe = readyBanner({ ...facts, paymentProvider: 'stripe' });
    expect(stripe).toContain('Payments:      Stripe Checkout');
    expect(stripe).not.toContain('SANDBOX');
  });

  it('leaves the demo sign-in out when the stack uses a given user pool', () => {
    const { demoEmail: _email, demoPassword: _password, ...given } = facts;
    const text = readyBanner({ ...given, identityProvider: 'cognito' });
    expect(text).not.toContain('Demo sign-in');
    expect(text).toContain('the user pool from USER_POOL_ID');
  });
});
