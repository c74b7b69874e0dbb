import path from 'node:path';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { ConfigError, loadServerConfig, toRuntimeConfig } from './config';

const IDENTITY = {
  IDENTITY_ENDPOINT: 'http://127.0.0.1:9229',
  USER_POOL_ID: 'local_abc123',
  USER_POOL_CLIENT_ID: 'client-1',
};

describe('loadServerConfig', () => {
  it('applies the documented defaults', () => {
    const cfg = loadServerConfig(IDENTITY);
    expect(cfg).toEqual({
      port: 8080,
      host: '127.0.0.1',
      publicOrigin: 'http://localhost:8080',
      dataDir: path.resolve('.data'),
      databaseUrl: undefined,
      identity: {
        endpoint: 'http://127.0.0.1:9229',
        region: 'ap-southeast-2',
        userPoolId: 'local_abc123',
        clientId: 'client-1',
        hostedDomain: 'http://127.0.0.1:9229',
        issuer: 'http://127.0.0.1:9229/local_abc123',
        jwksUrl: 'http://127.0.0.1:9229/local_abc123/.well-known/jwks.json',
        authFlow: 'USER_PASSWORD_AUTH',
        tokenUse: 'access',
      },
      productName: 'TapWallet',
      supportEmail: 'support@tapwallet.example',
      contactUrl: 'https://tapwallet.example/contact',
      vapidPublicKey: '',
      pushTestServiceOnLoopback: false,
      logLevel: 'info',
      payments: { provider: 'sandbox' },
    });
  });

  it('reads every variable it documents', () => {
    const cfg = loadServerConfig({
      ...IDENTITY,
      PORT: '3000',
      HOST: '0.0.0.0',
      PUBLIC_ORIGIN: 'https://portal.example.com',
      DATA_DIR: '/var/lib/tapwallet',
      DATABASE_URL: 'postgresql://app@db:5432/tapwallet',
      IDENTITY_REGION: 'us-east-1',
      HOSTED_UI_DOMAIN: 'https://auth.example.com/',
      IDENTITY_ISSUER: 'https://cognito-idp.us-east-1.amazonaws.com/pool',
      AUTH_FLOW: 'USER_SRP_AUTH',
      TOKEN_USE: 'id',
      PRODUCT_NAME: 'BandPay',
      SUPPORT_EMAIL: 'help@bandpay.example',
      CONTACT_URL: 'https://bandpay.example/contact',
      VAPID_PUBLIC_KEY: 'BPub',
      LOG_LEVEL: 'debug',
    });
    expect(cfg).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicOrigin: 'https://portal.example.com',
      dataDir: '/var/lib/tapwallet',
      databaseUrl: 'postgresql://app@db:5432/tapwallet',
      productName: 'BandPay',
      supportEmail: 'help@bandpay.example',
      contactUrl: 'https://bandpay.example/contact',
      vapidPublicKey: 'BPub',
      logLevel: 'debug',
    });
    expect(cfg.identity).toMatchObject({
      region: 'us-east-1',
      hostedDomain: 'https://auth.example.com',
      issuer: 'https://cognito-idp.us-east-1.amazonaws.com/pool',
      jwksUrl: 'https://cognito-idp.us-east-1.amazonaws.com/pool/.well-known/jwks.json',
      authFlow: 'USER_SRP_AUTH',
      tokenUse: 'id',
    });
  });

  it('derives the public origin from the port and treats blank values as unset', () => {
    const cfg = loadServerConfig({ ...IDENTITY, PORT: '9090', PUBLIC_ORIGIN: '  ', LOG_LEVEL: '' });
    expect(cfg.publicOrigin).toBe('http://localhost:9090');
    expect(cfg.logLevel).toBe('info');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PUBLIC_ORIGIN', 'localhost:8080'],
    ['PUBLIC_ORIGIN', 'http://localhost:8080/app'],
    ['IDENTITY_ENDPOINT', 'ftp://identity'],
    ['IDENTITY_JWKS_URL', 'not a url'],
    ['AUTH_FLOW', 'CUSTOM_AUTH'],
    ['TOKEN_USE', 'refresh'],
    ['LOG_LEVEL', 'loud'],
    ['SUPPORT_EMAIL', 'support'],
    ['CONTACT_URL', 'mailto:x@y.z'],
    ['DATABASE_URL', 'mysql://db/x'],
  ])('rejects %s=%s naming the variable', (name, value) => {
    expect(() => loadServerConfig({ ...IDENTITY, [name]: value })).toThrow(
      new RegExp(`^${name} must`),
    );
  });

  it.each(['IDENTITY_ENDPOINT', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID'])('requires %s', (name) => {
    const env: Record<string, string> = { ...IDENTITY };
    delete env[name];
    expect(() => loadServerConfig(env)).toThrow(ConfigError);
    expect(() => loadServerConfig(env)).toThrow(`${name} is required`);
  });

  it('never repeats a database URL, which may hold a password, in its error', () => {
    expect(() => loadServerConfig({ ...IDENTITY, DATABASE_URL: 'mysql://u:secret@db/x' })).toThrow(
      /^(?!.*secret)/,
    );
  });
});

describe('toRuntimeConfig', () => {
  it('exposes what the SPA needs and nothing server-side', () => {
    const cfg = loadServerConfig({
      ...IDENTITY,
      DATABASE_URL: 'postgres://app:secret@db/x',
      VAPID_PUBLIC_KEY: 'BPub',
    });
    const runtime = toRuntimeConfig(cfg);
    expect(runtime).toEqual({
      identity: {
        endpoint: 'http://127.0.0.1:9229',
        region: 'ap-southeast-2',
        userPoolId: 'local_abc123',
        clientId: 'client-1',
        hostedDomain: 'http://127.0.0.1:9229',
        authFlow: 'USER_PASSWORD_AUTH',
        tokenUse: 'access',
        scopes: ['phone', 'email', 'profile', 'openid', 'aws.cognito.signin.user.admin'],
      },
      productName: 'TapWallet',
      supportEmail: 'support@tapwallet.example',
      contactUrl: 'https://tapwallet.example/contact',
      vapidPublicKey: 'BPub',
      version: packageJson.version,
    });
    expect(JSON.stringify(runtime)).not.toContain('secret');
  });
});
