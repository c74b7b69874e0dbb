import path from 'node:path';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { ConfigError, loadServerConfig, toRuntimeConfig, withIdentityPool } from './config';

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
        provider: 'cognito',
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
      metrics: { port: 0, host: '127.0.0.1', token: undefined },
      payments: { provider: 'sandbox' },
      mail: {
        smtp: undefined,
        from: { name: 'TapWallet', address: 'support@tapwallet.example' },
      },
      http: {
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 15_000,
        keepAliveTimeoutMs: 5_000,
        maxConnections: 2048,
        maxRequestsPerSocket: 1000,
      },
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
      VAPID_PRIVATE_KEY: 'priv',
      LOG_LEVEL: 'debug',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      SMTP_URL: 'smtps://mailer:p%40ss@smtp.bandpay.example:2465',
      MAIL_FROM: '"BandPay Accounts" <accounts@bandpay.example>',
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
    expect(cfg.mail).toEqual({
      smtp: {
        host: 'smtp.bandpay.example',
        port: 2465,
        secure: true,
        requireTLS: false,
        auth: { user: 'mailer', pass: 'p@ss' },
      },
      from: { name: 'BandPay Accounts', address: 'accounts@bandpay.example' },
    });
  });

  it('sends from the product name and support e-mail, or from a bare MAIL_FROM', () => {
    expect(loadServerConfig({ ...IDENTITY, PRODUCT_NAME: 'BandPay' }).mail.from).toEqual({
      name: 'BandPay',
      address: 'support@tapwallet.example',
    });
    expect(loadServerConfig({ ...IDENTITY, MAIL_FROM: 'noreply@bandpay.example' }).mail).toEqual({
      smtp: undefined,
      from: { name: '', address: 'noreply@bandpay.example' },
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
    ['IDENTITY_REGION', 'mars'],
    ['VAPID_SUBJECT', 'ops@example.com'],
    ['PAYMENT_PROVIDER', 'paypal'],
    ['ALLOW_SANDBOX_PAYMENTS', 'yes'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['SMTP_URL', 'mail.example.com:587'],
    ['SMTP_URL', 'smtp://mail.example.com/inbox'],
    ['SMTP_URL', 'smtp://mail.example.com:99999'],
    ['SMTP_URL', 'smtp://user:%zz@mail.example.com'],
    ['MAIL_FROM', 'TapWallet'],
    ['MAIL_FROM', 'TapWallet <support>'],
    ['MAIL_FROM', 'TapWallet <a@b.example>\r\nBcc: everyone@example.com'],
    ['STRIPE_API_BASE', 'http://stripe-mock:12111/v1'],
    ['HTTP_HEADERS_TIMEOUT_MS', '0'],
    ['HTTP_REQUEST_TIMEOUT_MS', '15s'],
    ['HTTP_KEEP_ALIVE_TIMEOUT_MS', '-1'],
    ['HTTP_MAX_CONNECTIONS', '0'],
    ['HTTP_MAX_REQUESTS_PER_SOCKET', '1.5'],
  ])('rejects %s=%s naming the variable', (name, value) => {
    expect(() => loadServerConfig({ ...IDENTITY, [name]: value })).toThrow(
      new RegExp(`^${name} must`),
    );
  });

  it.each(['USER_POOL_ID', 'USER_POOL_CLIENT_ID'])('requires %s for a Cognito pool', (name) => {
    const env: Record<string, string> = { ...IDENTITY, IDENTITY_PROVIDER: 'cognito' };
    delete env[name];
    expect(() => loadServerConfig(env)).toThrow(ConfigError);
    expect(() => loadServerConfig(env)).toThrow(
      `${name} is required when IDENTITY_PROVIDER=cognito`,
    );
  });

  it('runs the built-in identity unless a user pool is named, on its own origin', () => {
    const cfg = loadServerConfig({
      PUBLIC_ORIGIN: 'http://wallet.localhost:8080',
      AUTH_FLOW: 'USER_SRP_AUTH',
    });
    expect(cfg.identity).toEqual({
      provider: 'builtin',
      autoConfirmDomain: undefined,
      endpoint: 'http://wallet.localhost:8080/identity',
      region: 'ap-southeast-2',
      userPoolId: '',
      clientId: '',
      hostedDomain: 'http://wallet.localhost:8080/identity',
      issuer: 'http://wallet.localhost:8080/identity',
      jwksUrl: 'http://wallet.localhost:8080/identity/.well-known/jwks.json',
      // The built-in identity keeps argon2id hashes, so it takes the password, never SRP.
      authFlow: 'USER_PASSWORD_AUTH',
      tokenUse: 'access',
    });
    const pooled = withIdentityPool(cfg, { userPoolId: 'ap-southeast-2_Abc', clientId: 'c1' });
    expect(pooled.identity).toMatchObject({
      userPoolId: 'ap-southeast-2_Abc',
      clientId: 'c1',
      issuer: 'http://wallet.localhost:8080/identity/ap-southeast-2_Abc',
      jwksUrl: 'http://wallet.localhost:8080/identity/ap-southeast-2_Abc/.well-known/jwks.json',
    });
    expect(loadServerConfig({ ...IDENTITY, IDENTITY_PROVIDER: 'builtin' }).identity.provider).toBe(
      'builtin',
    );
  });

  it('takes the auto-confirm domain of the test stack, never under serve', () => {
    const stack = loadServerConfig({ IDENTITY_AUTO_CONFIRM_DOMAIN: 'confirmed.example' });
    expect(stack.identity.autoConfirmDomain).toBe('confirmed.example');
    const error = captureError(() =>
      loadServerConfig(
        {
          IDENTITY_PROVIDER: 'builtin',
          IDENTITY_AUTO_CONFIRM_DOMAIN: 'confirmed.example',
          PUBLIC_ORIGIN: 'http://localhost:8080',
          DATABASE_URL: 'postgres://db/x',
          VAPID_PUBLIC_KEY: 'BPub',
          VAPID_PRIVATE_KEY: 'priv',
        },
        { mode: 'serve' },
      ),
    );
    expect(error.message).toMatch(/^IDENTITY_AUTO_CONFIRM_DOMAIN is for the local test stack only/);
    expect(() => loadServerConfig({ IDENTITY_PROVIDER: 'okta' })).toThrow(
      /^IDENTITY_PROVIDER must be one of builtin, cognito/,
    );
  });

  it('serves with the built-in identity without any user pool setting', () => {
    const cfg = loadServerConfig(
      {
        IDENTITY_PROVIDER: 'builtin',
        PUBLIC_ORIGIN: 'https://wallet.example.com',
        DATABASE_URL: 'postgres://db/x',
        VAPID_PUBLIC_KEY: 'BPub',
        VAPID_PRIVATE_KEY: 'priv',
        ALLOW_SANDBOX_PAYMENTS: 'true',
      },
      { mode: 'serve' },
    );
    expect(cfg.identity.endpoint).toBe('https://wallet.example.com/identity');
  });

  it('names every bad setting at once, one line each', () => {
    const error = captureError(() =>
      loadServerConfig({ PORT: 'eighty', TOKEN_USE: 'refresh', USER_POOL_ID: 'pool' }),
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message.split('\n').sort()).toEqual([
      'PORT must be an integer from 0 to 65535, got "eighty"',
      'TOKEN_USE must be one of id, access, got "refresh"',
      'USER_POOL_CLIENT_ID is required when IDENTITY_PROVIDER=cognito',
    ]);
  });

  it('reads the HTTP limits and refuses a header limit longer than the request limit', () => {
    const cfg = loadServerConfig({
      ...IDENTITY,
      HTTP_HEADERS_TIMEOUT_MS: '2000',
      HTTP_REQUEST_TIMEOUT_MS: '3000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000',
      HTTP_MAX_CONNECTIONS: '10',
      HTTP_MAX_REQUESTS_PER_SOCKET: '0',
    });
    expect(cfg.http).toEqual({
      headersTimeoutMs: 2000,
      requestTimeoutMs: 3000,
      keepAliveTimeoutMs: 65_000,
      maxConnections: 10,
      maxRequestsPerSocket: 0,
    });
    expect(() => loadServerConfig({ ...IDENTITY, HTTP_HEADERS_TIMEOUT_MS: '20000' })).toThrow(
      new ConfigError(
        'HTTP_HEADERS_TIMEOUT_MS (20000) must not be longer than HTTP_REQUEST_TIMEOUT_MS (15000)',
      ),
    );
  });

  it("uses the region's AWS endpoint when IDENTITY_ENDPOINT is unset", () => {
    const { IDENTITY_ENDPOINT: _unset, ...aws } = IDENTITY;
    const cfg = loadServerConfig({ ...aws, IDENTITY_REGION: 'eu-west-1', TOKEN_USE: 'id' });
    expect(cfg.identity).toMatchObject({
      endpoint: 'https://cognito-idp.eu-west-1.amazonaws.com',
      issuer: 'https://cognito-idp.eu-west-1.amazonaws.com/local_abc123',
      jwksUrl: 'https://cognito-idp.eu-west-1.amazonaws.com/local_abc123/.well-known/jwks.json',
    });
  });

  it('needs both Stripe secrets with PAYMENT_PROVIDER=stripe and both VAPID keys together', () => {
    const error = captureError(() =>
      loadServerConfig({ ...IDENTITY, PAYMENT_PROVIDER: 'stripe', VAPID_PUBLIC_KEY: 'BPub' }),
    );
    expect(error.message.split('\n').sort()).toEqual([
      'STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER=stripe',
      'STRIPE_WEBHOOK_SECRET is required when PAYMENT_PROVIDER=stripe',
      'VAPID_PRIVATE_KEY is required when VAPID_PUBLIC_KEY is set',
    ]);
  });

  it('in serve mode requires every outside service and a PostgreSQL database', () => {
    const error = captureError(() =>
      loadServerConfig({ ...IDENTITY, DATABASE_URL: 'memory://' }, { mode: 'serve' }),
    );
    expect(error.message.split('\n').sort()).toEqual([
      'DATABASE_URL must be a postgres:// or postgresql:// URL (or memory:// outside serve)',
      'HOSTED_UI_DOMAIN is required when IDENTITY_PROVIDER=cognito',
      'PUBLIC_ORIGIN is required but not set',
      'VAPID_PRIVATE_KEY is required but not set',
      'VAPID_PUBLIC_KEY is required but not set',
    ]);
  });

  it('serves metrics on a free loopback port for npm start, and for serve only when asked', () => {
    expect(loadServerConfig(IDENTITY).metrics).toEqual({
      port: 0,
      host: '127.0.0.1',
      token: undefined,
    });
    const serve = {
      ...IDENTITY,
      PUBLIC_ORIGIN: 'https://portal.example.com',
      DATABASE_URL: 'postgres://db/app',
      HOSTED_UI_DOMAIN: 'https://auth.example.com',
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(loadServerConfig(serve, { mode: 'serve' }).metrics.port).toBeUndefined();
    expect(
      loadServerConfig(
        { ...serve, METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' },
        { mode: 'serve' },
      ).metrics,
    ).toEqual({ port: 9464, host: '10.0.0.5', token: undefined });
  });

  it('refuses a short metrics token without repeating it', () => {
    const error = captureError(() =>
      loadServerConfig({ ...IDENTITY, METRICS_TOKEN: 'short-secret' }),
    );
    expect(error.message).toBe(
      'METRICS_TOKEN must be at least 32 printable characters without spaces',
    );
    const token = 'a'.repeat(32);
    expect(loadServerConfig({ ...IDENTITY, METRICS_TOKEN: token }).metrics.token).toBe(token);
  });

  it.each(['https://portal.example.com', 'http://192.168.1.20:8080'])(
    'refuses the sandbox on the public origin %s unless allowed',
    (origin) => {
      const env = { ...IDENTITY, PUBLIC_ORIGIN: origin };
      expect(() => loadServerConfig(env)).toThrow(/^PAYMENT_PROVIDER is the sandbox/);
      expect(() => loadServerConfig({ ...env, PAYMENT_PROVIDER: 'sandbox' })).toThrow(ConfigError);
      expect(loadServerConfig({ ...env, ALLOW_SANDBOX_PAYMENTS: 'true' }).payments).toEqual({
        provider: 'sandbox',
      });
      expect(
        loadServerConfig({
          ...env,
          PAYMENT_PROVIDER: 'stripe',
          STRIPE_SECRET_KEY: 'sk_test_1',
          STRIPE_WEBHOOK_SECRET: 'whsec_1',
        }).payments.provider,
      ).toBe('stripe');
    },
  );

  it.each([
    'http://localhost:8080',
    'http://app.localhost',
    'http://127.0.0.1:9000',
    'http://127.8.0.1',
    'http://[::1]:8080',
  ])('keeps the sandbox on the loopback origin %s', (origin) => {
    expect(loadServerConfig({ ...IDENTITY, PUBLIC_ORIGIN: origin }).payments.provider).toBe(
      'sandbox',
    );
  });

  it('never repeats a database URL, which may hold a password, in its error', () => {
    expect(() => loadServerConfig({ ...IDENTITY, DATABASE_URL: 'mysql://u:secret@db/x' })).toThrow(
      /^(?!.*secret)/,
    );
  });

  it.each(['http://u:secret@mail.example.com', 'smtp://u:secret@mail.example.com:99999'])(
    'never repeats an SMTP URL, which may hold a password, in its error (%s)',
    (value) => {
      expect(() => loadServerConfig({ ...IDENTITY, SMTP_URL: value })).toThrow(
        /^SMTP_URL must (?!.*secret)/s,
      );
    },
  );
});

describe('toRuntimeConfig', () => {
  it('exposes what the SPA needs and nothing server-side', () => {
    const cfg = loadServerConfig({
      ...IDENTITY,
      DATABASE_URL: 'postgres://app:secret@db/x',
      VAPID_PUBLIC_KEY: 'BPub',
      VAPID_PRIVATE_KEY: 'secret-private-key',
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

function captureError(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a ConfigError');
}
