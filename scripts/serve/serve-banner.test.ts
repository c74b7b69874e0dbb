import { describe, expect, it } from 'vitest';
import { NO_SMTP_WARNING, serveBanner } from './serve-banner';

const facts = {
  productName: 'TapWallet',
  publicOrigin: 'https://wallet.example.com',
  listenUrl: 'http://127.0.0.1:8080',
  identityEndpoint: 'https://wallet.example.com/identity',
  paymentProvider: 'stripe',
} as const;

describe('serveBanner', () => {
  it('warns that the built-in identity without SMTP_URL sends no customer a code', () => {
    expect(serveBanner({ ...facts, identityProvider: 'builtin', smtp: false })).toContain(
      NO_SMTP_WARNING,
    );
  });

  it('says nothing of mail with SMTP_URL set, or with AWS Cognito, which mails its own codes', () => {
    expect(serveBanner({ ...facts, identityProvider: 'builtin', smtp: true })).not.toContain(
      'SMTP_URL',
    );
    expect(serveBanner({ ...facts, identityProvider: 'cognito', smtp: false })).not.toContain(
      'SMTP_URL',
    );
  });
});
