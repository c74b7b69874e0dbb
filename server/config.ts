import path from 'node:path';
import packageJson from '../package.json' with { type: 'json' };
import type { AuthFlow, RuntimeConfig, TokenUse } from '../src/domain/runtime-config';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface ServerIdentityConfig {
  endpoint: string;
  region: string;
  userPoolId: string;
  clientId: string;
  hostedDomain: string;
  issuer: string;
  jwksUrl: string;
  authFlow: AuthFlow;
  tokenUse: TokenUse;
}

export interface ServerConfig {
  port: number;
  host: string;
  publicOrigin: string;
  /** Absolute path; the embedded database and other local state live under it. */
  dataDir: string;
  /** undefined → PGlite under dataDir; 'memory://' → in-memory PGlite; postgres:// → PostgreSQL. */
  databaseUrl: string | undefined;
  identity: ServerIdentityConfig;
  productName: string;
  supportEmail: string;
  contactUrl: string;
  vapidPublicKey: string;
  /**
   * PUSH_TEST_SERVICE_ON_LOOPBACK=1: the browser specs' push service on loopback may receive
   * pushes; honoured only with a plain-http loopback PUBLIC_ORIGIN (server/push/push-endpoint-policy).
   */
  pushTestServiceOnLoopback: boolean;
  logLevel: LogLevel;
  /** PAYMENT_PROVIDER (sandbox), STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET. */
  payments:
    | { provider: 'sandbox' }
    | { provider: 'stripe'; stripeSecretKey: string; stripeWebhookSecret: string };
}

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const AUTH_FLOWS: readonly AuthFlow[] = ['USER_PASSWORD_AUTH', 'USER_SRP_AUTH'];
const TOKEN_USES: readonly TokenUse[] = ['id', 'access'];
const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];
// Scopes of the app client (spec §7): the SPA asks for exactly these on the hosted UI.
const IDENTITY_SCOPES = ['phone', 'email', 'profile', 'openid', 'aws.cognito.signin.user.admin'];

export function loadServerConfig(env: Env = process.env): ServerConfig {
  // An empty variable means "not set", as shells and .env files often export blanks.
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const required = (name: string): string => {
    const value = read(name);
    if (value === undefined) throw new ConfigError(`${name} is required but not set`);
    return value;
  };

  const port = parsePort(read('PORT') ?? '8080');
  const host = read('HOST') ?? '127.0.0.1';
  const publicOrigin = origin('PUBLIC_ORIGIN', read('PUBLIC_ORIGIN') ?? `http://localhost:${port}`);
  const endpoint = httpUrl('IDENTITY_ENDPOINT', required('IDENTITY_ENDPOINT'));
  const userPoolId = required('USER_POOL_ID');
  const issuer = httpUrl('IDENTITY_ISSUER', read('IDENTITY_ISSUER') ?? `${endpoint}/${userPoolId}`);

  return {
    port,
    host,
    publicOrigin,
    dataDir: path.resolve(read('DATA_DIR') ?? '.data'),
    databaseUrl: databaseUrl(read('DATABASE_URL')),
    identity: {
      endpoint,
      region: read('IDENTITY_REGION') ?? 'ap-southeast-2',
      userPoolId,
      clientId: required('USER_POOL_CLIENT_ID'),
      // cognito-local serves /oauth2/* on its API port, so the endpoint is the local hosted UI.
      hostedDomain: httpUrl('HOSTED_UI_DOMAIN', read('HOSTED_UI_DOMAIN') ?? endpoint),
      issuer,
      jwksUrl: httpUrl(
        'IDENTITY_JWKS_URL',
        read('IDENTITY_JWKS_URL') ?? `${issuer}/.well-known/jwks.json`,
      ),
      authFlow: oneOf('AUTH_FLOW', read('AUTH_FLOW') ?? 'USER_PASSWORD_AUTH', AUTH_FLOWS),
      tokenUse: oneOf('TOKEN_USE', read('TOKEN_USE') ?? 'access', TOKEN_USES),
    },
    productName: read('PRODUCT_NAME') ?? 'TapWallet',
    supportEmail: email('SUPPORT_EMAIL', read('SUPPORT_EMAIL') ?? 'support@tapwallet.example'),
    contactUrl: httpUrl('CONTACT_URL', read('CONTACT_URL') ?? 'https://tapwallet.example/contact'),
    vapidPublicKey: read('VAPID_PUBLIC_KEY') ?? '',
    pushTestServiceOnLoopback: read('PUSH_TEST_SERVICE_ON_LOOPBACK') === '1',
    logLevel: oneOf('LOG_LEVEL', read('LOG_LEVEL') ?? 'info', LOG_LEVELS),
    payments:
      oneOf('PAYMENT_PROVIDER', read('PAYMENT_PROVIDER') ?? 'sandbox', ['sandbox', 'stripe']) ===
      'stripe'
        ? {
            provider: 'stripe',
            stripeSecretKey: required('STRIPE_SECRET_KEY'),
            stripeWebhookSecret: required('STRIPE_WEBHOOK_SECRET'),
          }
        : { provider: 'sandbox' },
  };
}

export function toRuntimeConfig(cfg: ServerConfig): RuntimeConfig {
  const { endpoint, region, userPoolId, clientId, hostedDomain, authFlow, tokenUse } = cfg.identity;
  return {
    identity: {
      endpoint,
      region,
      userPoolId,
      clientId,
      hostedDomain,
      authFlow,
      tokenUse,
      scopes: [...IDENTITY_SCOPES],
    },
    productName: cfg.productName,
    supportEmail: cfg.supportEmail,
    contactUrl: cfg.contactUrl,
    vapidPublicKey: cfg.vapidPublicKey,
    version: packageJson.version,
  };
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new ConfigError(`PORT must be an integer from 0 to 65535, got "${value}"`);
  }
  return port;
}

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`);
  }
  // Trailing slashes would double up when paths are appended (issuer + '/.well-known/...').
  return value.replace(/\/+$/, '');
}

function origin(name: string, value: string): string {
  const url = httpUrl(name, value);
  if (new URL(url).origin !== url) {
    throw new ConfigError(`${name} must be an origin (scheme, host and port only), got "${value}"`);
  }
  return url;
}

function email(name: string, value: string): string {
  if (!/^[^\s@]+@[^\s@]+$/.test(value)) {
    throw new ConfigError(`${name} must be an e-mail address, got "${value}"`);
  }
  return value;
}

function databaseUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === 'memory://' || /^postgres(ql)?:\/\//.test(value)) {
    return value;
  }
  // The value is left out of the message: a database URL may carry a password.
  throw new ConfigError(
    'DATABASE_URL must be unset, memory:// or a postgres:// or postgresql:// URL',
  );
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${value}"`);
  }
  return value as T;
}
