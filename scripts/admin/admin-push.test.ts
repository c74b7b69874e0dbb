import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError } from '../../server/config';
import type { Queryable } from '../../server/db/database';
import { adminWalletPush } from './admin-push';

const db: Queryable = { query: async () => [], exec: async () => {} };
const keys = webpush.generateVAPIDKeys();
const PRODUCTION = {
  USER_POOL_ID: 'ap-southeast-2_pool',
  USER_POOL_CLIENT_ID: 'client',
  PUBLIC_ORIGIN: 'https://wallet.example.com',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
};

describe('adminWalletPush', () => {
  it('stays off without the VAPID keys', async () => {
    expect(await adminWalletPush(db, PRODUCTION)).toBeUndefined();
  });

  it('notifies with the keys and settings serve is given', async () => {
    const env = {
      ...PRODUCTION,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
    };
    expect(await adminWalletPush(db, env)).toBeTypeOf('function');
  });

  it('names the settings that are missing', async () => {
    const { USER_POOL_CLIENT_ID: _client, ...env } = PRODUCTION;
    await expect(
      adminWalletPush(db, {
        ...env,
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
      }),
    ).rejects.toThrow(
      new ConfigError('USER_POOL_CLIENT_ID is required when IDENTITY_PROVIDER=cognito'),
    );
  });
});
