import path from 'node:path';
import type { AuthFlow, RuntimeConfig, TokenUse } from '../core/contracts/runtime-config';
import packageJson from '../package.json' with { type: 'json' };
import { type ConfigEnv, type ConfigMode, checkConfigEnv, ruleFor } from './config-env';
import type { HttpLimits } from './http-limits';
import { parseSmtpUrl, type SmtpSettings } from './mail/smtp-url';
import { sandboxExposureProblem } from './payments/sandbox-exposure';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type IdentityProvider = 'builtin' | 'cognito';

export interface ServerIdentityConfig {
  /** builtin: this server is the identity (under /identity); cognito: an AWS user pool. */
  provider: IdentityProvider;
  /** builtin only: sign-ups at this e-mail domain confirm themselves (the e2e stack). */
  autoConfirmDomain?: string;
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
  /**
   * Prometheus metrics: a listener of their own on host:port (METRICS_PORT, METRICS_HOST; none
   * when port is undefined), and /metrics on the public port for a bearer of token
   * (METRICS_TOKEN).
   */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  /** PAYMENT_PROVIDER (sandbox), STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE. */
  payments:
    | { provider: 'sandbox' }
    | {
        provider: 'stripe';
        stripeSecretKey: string;
        stripeWebhookSecret: string;
        /** A Stripe-compatible API's origin instead of api.stripe.com (test deployments). */
        stripeApiBase: string | undefined;
      };
  /** HTTP_HEADERS_TIMEOUT_MS … HTTP_MAX_REQUESTS_PER_SOCKET. */
  http: HttpLimits;
  mail: {
    /** SMTP_URL; undefined: messages go to the outbox under dataDir (server/mail). */
    smtp: SmtpSettings | undefined;
    /** MAIL_FROM, else the product name and the support e-mail. */
    from: { name: string; address: string };
  };
}

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// Scopes of the app client (spec §7): the SPA asks for exactly these on the hosted UI.
const IDENTITY_SCOPES = ['phone', 'email', 'profile', 'openid', 'aws.cognito.signin.user.admin'];

export interface LoadConfigOptions {
  /** 'serve' (production) insists on every outside service; 'stack' (the default) makes its own. */
  mode?: ConfigMode;
}

/**
 * Reads the server's settings from the environment. Every variable is checked against one
 * schema (config-env.ts); all problems are reported together, one line each, in a ConfigError.
 */
export function loadServerConfig(
  env: Env = process.env,
  opts: LoadConfigOptions = {},
): ServerConfig {
  const checked = checkConfigEnv(env, opts.mode ?? 'stack');
  if (!checked.ok) throw new ConfigError(checked.problems.join('\n'));
  const e = checked.env;

  const publicOrigin = trimSlashes(e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`);
  const sandboxProblem = sandboxExposureProblem({
    provider: e.PAYMENT_PROVIDER,
    publicOrigin,
    allowSandbox: e.ALLOW_SANDBOX_PAYMENTS,
  });
  if (sandboxProblem) throw new ConfigError(sandboxProblem);
  const smtp = e.SMTP_URL === undefined ? undefined : parseSmtpUrl(e.SMTP_URL);
  // The schema caught its shape; a port above 65535 or a broken %-escape shows only here.
  if (smtp === null) throw new ConfigError(`SMTP_URL ${ruleFor('SMTP_URL')}`);
  // Node refuses a header limit longer than the whole request's.
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      `HTTP_HEADERS_TIMEOUT_MS (${e.HTTP_HEADERS_TIMEOUT_MS}) must not be longer than HTTP_REQUEST_TIMEOUT_MS (${e.HTTP_REQUEST_TIMEOUT_MS})`,
    );
  }

  const identity =
    e.IDENTITY_PROVIDER === 'builtin'
      ? builtinIdentityConfig(
          publicOrigin,
          e.IDENTITY_REGION,
          e.TOKEN_USE,
          e.IDENTITY_AUTO_CONFIRM_DOMAIN,
        )
      : cognitoIdentityConfig(e);
  return {
    port: e.PORT,
    host: e.HOST,
    publicOrigin,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    identity,
    productName: e.PRODUCT_NAME,
    supportEmail: e.SUPPORT_EMAIL,
    contactUrl: trimSlashes(e.CONTACT_URL),
    vapidPublicKey: e.VAPID_PUBLIC_KEY ?? '',
    pushTestServiceOnLoopback: e.PUSH_TEST_SERVICE_ON_LOOPBACK === '1',
    logLevel: e.LOG_LEVEL,
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    payments:
      e.PAYMENT_PROVIDER === 'stripe'
        ? {
            provider: 'stripe',
            stripeSecretKey: e.STRIPE_SECRET_KEY as string,
            stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
            stripeApiBase: e.STRIPE_API_BASE && trimSlashes(e.STRIPE_API_BASE),
          }
        : { provider: 'sandbox' },
    mail: { smtp, from: mailFrom(e.MAIL_FROM, e.PRODUCT_NAME, e.SUPPORT_EMAIL) },
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.HTTP_MAX_CONNECTIONS,
      maxRequestsPerSocket: e.HTTP_MAX_REQUESTS_PER_SOCKET,
    },
  };
}

// "Name <address>" or a bare address (config-env checked which); the name loses its quotes, as
// the mailer quotes it again.
function mailFrom(
  value: string | undefined,
  productName: string,
  supportEmail: string,
): { name: string; address: string } {
  if (value === undefined) return { name: productName, address: supportEmail };
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(value);
  if (!named) return { name: '', address: value };
  return { name: (named[1] as string).replace(/^"(.*)"$/, '$1'), address: named[2] as string };
}

function cognitoIdentityConfig(e: ConfigEnv): ServerIdentityConfig {
  const userPoolId = e.USER_POOL_ID as string;
  const endpoint = trimSlashes(
    e.IDENTITY_ENDPOINT ?? `https://cognito-idp.${e.IDENTITY_REGION}.amazonaws.com`,
  );
  const issuer = trimSlashes(e.IDENTITY_ISSUER ?? `${endpoint}/${userPoolId}`);
  return {
    provider: 'cognito',
    endpoint,
    region: e.IDENTITY_REGION,
    userPoolId,
    clientId: e.USER_POOL_CLIENT_ID as string,
    hostedDomain: trimSlashes(e.HOSTED_UI_DOMAIN ?? endpoint),
    issuer,
    jwksUrl: trimSlashes(e.IDENTITY_JWKS_URL ?? `${issuer}/.well-known/jwks.json`),
    authFlow: e.AUTH_FLOW,
    tokenUse: e.TOKEN_USE,
  };
}

/** Where this server's own identity answers; the pool's ids come from the database. */
export const BUILTIN_IDENTITY_PATH = '/identity';

function builtinIdentityConfig(
  publicOrigin: string,
  region: string,
  tokenUse: TokenUse,
  autoConfirmDomain: string | undefined,
): ServerIdentityConfig {
  const endpoint = `${publicOrigin}${BUILTIN_IDENTITY_PATH}`;
  return {
    provider: 'builtin',
    autoConfirmDomain,
    endpoint,
    region,
    userPoolId: '',
    clientId: '',
    hostedDomain: endpoint,
    issuer: endpoint,
    jwksUrl: `${endpoint}/.well-known/jwks.json`,
    // An SRP verifier is a fast hash of the password: the built-in identity takes the password
    // itself (over TLS in any real deployment) and keeps only its argon2id hash.
    authFlow: 'USER_PASSWORD_AUTH',
    tokenUse,
  };
}

/** The config with the built-in identity's pool: its ids name the client and the issuer. */
export function withIdentityPool(
  config: ServerConfig,
  pool: { userPoolId: string; clientId: string },
): ServerConfig {
  const issuer = `${config.identity.endpoint}/${pool.userPoolId}`;
  return {
    ...config,
    identity: {
      ...config.identity,
      userPoolId: pool.userPoolId,
      clientId: pool.clientId,
      issuer,
      jwksUrl: `${issuer}/.well-known/jwks.json`,
    },
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

// Trailing slashes would double up when paths are appended (issuer + '/.well-known/...').
function trimSlashes(value: string): string {
  return value.replace(/\/+$/, '');
}
