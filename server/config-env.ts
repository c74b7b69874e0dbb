// Every environment variable the server reads, as one schema (TypeBox, validated by env-schema's
// Ajv), so a bad deployment is told about every wrong setting at once instead of one per restart.
import envSchema from 'env-schema';
import Type, { type Static } from 'typebox';

export type ConfigMode = 'stack' | 'serve';

const HTTP_URL = '^https?://[^\\s/?#]+(/[^\\s]*)?$';
// Scheme, host and port; one trailing slash is forgiven.
const ORIGIN = '^https?://[^\\s/?#@]+/?$';
const ANY_DATABASE = '^(memory://|postgres(ql)?://\\S+)$';
const POSTGRES_DATABASE = '^postgres(ql)?://\\S+$';
const BASE64URL = '^[A-Za-z0-9_-]+$';
// smtp[s]://[user:pass@]host[:port]; config.ts reads it fully (port range, escapes).
const SMTP = '^smtps?://([^\\s/?#@]+@)?(\\[[0-9A-Fa-f:.]+\\]|[^\\s/?#@:\\[\\]]+)(:\\d{1,5})?/?$';
// address@host or Name <address@host>, with no control character (a header injection).
const MAILBOX = '^([^<>\\x00-\\x1f\\x7f]*<[^\\s@<>]+@[^\\s@<>]+>|[^\\s@<>]+@[^\\s@<>]+)$';
const DOMAIN = '^[a-z0-9-]+(\\.[a-z0-9-]+)+$';

const text = () => Type.Optional(Type.String({ minLength: 1 }));
const url = () => Type.Optional(Type.String({ pattern: HTTP_URL }));

function properties(mode: ConfigMode) {
  return {
    PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080 }),
    HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
    PUBLIC_ORIGIN: Type.Optional(Type.String({ pattern: ORIGIN })),
    DATA_DIR: Type.String({ minLength: 1, default: '.data' }),
    DATABASE_URL: Type.Optional(
      Type.String({ pattern: mode === 'serve' ? POSTGRES_DATABASE : ANY_DATABASE }),
    ),
    // Unset: cognito when a user pool is named (USER_POOL_ID), else the built-in identity.
    IDENTITY_PROVIDER: Type.Enum(['builtin', 'cognito']),
    // The e2e stack's sign-ups that confirm themselves; never for serve.
    IDENTITY_AUTO_CONFIRM_DOMAIN: Type.Optional(
      mode === 'serve' ? Type.Never() : Type.String({ pattern: DOMAIN }),
    ),
    IDENTITY_ENDPOINT: url(),
    IDENTITY_REGION: Type.String({
      pattern: '^[a-z]{2}(-[a-z]+)+-\\d+$',
      default: 'ap-southeast-2',
    }),
    USER_POOL_ID: text(),
    USER_POOL_CLIENT_ID: text(),
    HOSTED_UI_DOMAIN: url(),
    IDENTITY_ISSUER: url(),
    IDENTITY_JWKS_URL: url(),
    AUTH_FLOW: Type.Enum(['USER_PASSWORD_AUTH', 'USER_SRP_AUTH'], {
      default: 'USER_PASSWORD_AUTH',
    }),
    TOKEN_USE: Type.Enum(['id', 'access'], { default: 'access' }),
    PRODUCT_NAME: Type.String({ minLength: 1, default: 'TapWallet' }),
    SUPPORT_EMAIL: Type.String({
      pattern: '^[^\\s@]+@[^\\s@]+$',
      default: 'support@tapwallet.example',
    }),
    CONTACT_URL: Type.String({ pattern: HTTP_URL, default: 'https://tapwallet.example/contact' }),
    VAPID_PUBLIC_KEY: Type.Optional(Type.String({ pattern: BASE64URL })),
    VAPID_PRIVATE_KEY: Type.Optional(Type.String({ pattern: BASE64URL })),
    VAPID_SUBJECT: Type.Optional(Type.String({ pattern: '^(mailto:|https://)\\S+$' })),
    LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      default: 'info',
    }),
    // npm start shows its metrics on a free loopback port; serve has them only when asked.
    METRICS_PORT:
      mode === 'serve'
        ? Type.Optional(Type.Integer({ minimum: 0, maximum: 65535 }))
        : Type.Integer({ minimum: 0, maximum: 65535, default: 0 }),
    METRICS_HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
    METRICS_TOKEN: Type.Optional(Type.String({ pattern: '^[\\x21-\\x7e]{32,}$' })),
    PAYMENT_PROVIDER: Type.Enum(['sandbox', 'stripe'], { default: 'sandbox' }),
    STRIPE_SECRET_KEY: Type.Optional(Type.String({ pattern: '^(sk|rk)_\\S+$' })),
    STRIPE_WEBHOOK_SECRET: Type.Optional(Type.String({ pattern: '^whsec_\\S+$' })),
    // A Stripe stand-in for test deployments; unset, the SDK talks to api.stripe.com.
    STRIPE_API_BASE: Type.Optional(Type.String({ pattern: ORIGIN })),
    ALLOW_SANDBOX_PAYMENTS: Type.Boolean({ default: false }),
    SMTP_URL: Type.Optional(Type.String({ pattern: SMTP })),
    MAIL_FROM: Type.Optional(Type.String({ pattern: MAILBOX })),
    // Every phase of a connection has a limit (server/http-limits.ts): a silent or dripping
    // client is cut off within seconds, and sockets are capped.
    HTTP_HEADERS_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 10_000 }),
    HTTP_REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 15_000 }),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 5_000 }),
    HTTP_MAX_CONNECTIONS: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 2048 }),
    HTTP_MAX_REQUESTS_PER_SOCKET: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 1000 }),
    // The browser specs' loopback push service; `serve` never accepts it (see push-endpoint-policy).
    PUSH_TEST_SERVICE_ON_LOOPBACK: Type.Optional(
      mode === 'serve' ? Type.Literal('0') : Type.String(),
    ),
  };
}

// `npm start` makes its own identity, database and push keys; `serve` is given all of them.
const SERVE_REQUIRED = ['PUBLIC_ORIGIN', 'DATABASE_URL', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'];

/** `then` when `variable` has `value` (JSON Schema's if/then). */
function when(variable: string, value: string, required: string[]) {
  return {
    if: { properties: { [variable]: { const: value } }, required: [variable] },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword.
    then: { required },
  };
}

function schemaFor(mode: ConfigMode) {
  return Type.Object(properties(mode), {
    required: ['IDENTITY_PROVIDER', ...(mode === 'serve' ? SERVE_REQUIRED : [])],
    // Either both VAPID keys or neither.
    dependencies: {
      VAPID_PUBLIC_KEY: ['VAPID_PRIVATE_KEY'],
      VAPID_PRIVATE_KEY: ['VAPID_PUBLIC_KEY'],
    },
    allOf: [
      // Stripe needs both of its secrets; an AWS user pool needs its ids (and, for serve, the
      // hosted UI's domain). The built-in identity makes and keeps its own.
      when('PAYMENT_PROVIDER', 'stripe', ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']),
      when('IDENTITY_PROVIDER', 'cognito', [
        'USER_POOL_ID',
        'USER_POOL_CLIENT_ID',
        ...(mode === 'serve' ? ['HOSTED_UI_DOMAIN'] : []),
      ]),
    ],
  });
}

type SchemaOf = ReturnType<typeof schemaFor>;
export type ConfigEnv = Static<SchemaOf>;
export type ConfigVariable = keyof ConfigEnv;

// What each variable must be, in the words the error message uses.
const RULES: Record<ConfigVariable, string> = {
  PORT: 'must be an integer from 0 to 65535',
  HOST: 'must be an interface address or host name',
  PUBLIC_ORIGIN: 'must be an origin (http(s)://host[:port], no path)',
  DATA_DIR: 'must be a directory path',
  DATABASE_URL: 'must be a postgres:// or postgresql:// URL (or memory:// outside serve)',
  IDENTITY_PROVIDER: 'must be one of builtin, cognito',
  IDENTITY_AUTO_CONFIRM_DOMAIN:
    'is for the local test stack only (an e-mail domain), never for serve',
  IDENTITY_ENDPOINT: 'must be an http(s) URL',
  IDENTITY_REGION: 'must be an AWS region such as ap-southeast-2',
  USER_POOL_ID: 'must be the AWS user pool id (IDENTITY_PROVIDER=cognito)',
  USER_POOL_CLIENT_ID: 'must be the app client id (IDENTITY_PROVIDER=cognito)',
  HOSTED_UI_DOMAIN: 'must be an http(s) URL',
  IDENTITY_ISSUER: 'must be an http(s) URL',
  IDENTITY_JWKS_URL: 'must be an http(s) URL',
  AUTH_FLOW: 'must be one of USER_PASSWORD_AUTH, USER_SRP_AUTH',
  TOKEN_USE: 'must be one of id, access',
  PRODUCT_NAME: 'must not be empty',
  SUPPORT_EMAIL: 'must be an e-mail address',
  CONTACT_URL: 'must be an http(s) URL',
  VAPID_PUBLIC_KEY: 'must be URL-safe base64 and set together with VAPID_PRIVATE_KEY',
  VAPID_PRIVATE_KEY: 'must be URL-safe base64 and set together with VAPID_PUBLIC_KEY',
  VAPID_SUBJECT: 'must be a mailto: or https: URL',
  LOG_LEVEL: 'must be one of fatal, error, warn, info, debug, trace, silent',
  METRICS_PORT: 'must be an integer from 0 to 65535',
  METRICS_HOST: 'must be an interface address or host name',
  METRICS_TOKEN: 'must be at least 32 printable characters without spaces',
  PAYMENT_PROVIDER: 'must be one of sandbox, stripe',
  STRIPE_SECRET_KEY: 'must be a Stripe secret key (sk_…) when PAYMENT_PROVIDER=stripe',
  STRIPE_WEBHOOK_SECRET:
    'must be a Stripe webhook signing secret (whsec_…) when PAYMENT_PROVIDER=stripe',
  STRIPE_API_BASE: 'must be the origin (http(s)://host[:port], no path) of a Stripe-compatible API',
  ALLOW_SANDBOX_PAYMENTS: 'must be true or false',
  SMTP_URL:
    'must be smtp://[user:pass@]host[:port] or smtps://… (percent-encode @ : / ? # in the user and password)',
  MAIL_FROM: 'must be an e-mail address or Name <address>',
  HTTP_HEADERS_TIMEOUT_MS: 'must be milliseconds from 100 to 600000',
  HTTP_REQUEST_TIMEOUT_MS: 'must be milliseconds from 100 to 600000',
  HTTP_KEEP_ALIVE_TIMEOUT_MS: 'must be milliseconds from 100 to 600000',
  HTTP_MAX_CONNECTIONS: 'must be an integer from 1 to 1000000',
  HTTP_MAX_REQUESTS_PER_SOCKET: 'must be an integer from 0 (no limit) to 1000000',
  PUSH_TEST_SERVICE_ON_LOOPBACK: 'is for the local test stack only and never set for serve',
};

/** What a variable must be, as a config error says it. */
export const ruleFor = (name: ConfigVariable): string => RULES[name];

// Never echoed back: they are credentials, or may carry one (a database password).
const SECRET: ReadonlySet<string> = new Set([
  'DATABASE_URL',
  'METRICS_TOKEN',
  'VAPID_PRIVATE_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
]);

interface AjvError {
  instancePath: string;
  keyword: string;
  params: { missingProperty?: string; property?: string };
}

export type EnvCheck = { ok: true; env: ConfigEnv } | { ok: false; problems: string[] };

/** Validates the environment against the schema; every bad variable gets one line. */
export function checkConfigEnv(
  raw: Record<string, string | undefined>,
  mode: ConfigMode,
): EnvCheck {
  // An empty variable means "not set", as shells and .env files often export blanks.
  const data: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    const trimmed = value?.trim();
    if (trimmed) data[name] = trimmed;
  }
  data.IDENTITY_PROVIDER ??= data.USER_POOL_ID ? 'cognito' : 'builtin';
  try {
    const env = envSchema<ConfigEnv>({ schema: schemaFor(mode), data, env: false });
    return { ok: true, env };
  } catch (error) {
    const errors = (error as { errors?: AjvError[] }).errors;
    if (!errors) throw error;
    return { ok: false, problems: describeProblems(errors, data) };
  }
}

const IDENTITY_COGNITO = new Set(['USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'HOSTED_UI_DOMAIN']);

function missingText(error: AjvError, name: string): string {
  if (error.keyword === 'dependencies') {
    return `${name} is required when ${error.params.property} is set`;
  }
  if (name.startsWith('STRIPE_')) return `${name} is required when PAYMENT_PROVIDER=stripe`;
  if (IDENTITY_COGNITO.has(name)) return `${name} is required when IDENTITY_PROVIDER=cognito`;
  return `${name} is required but not set`;
}

function describeProblems(errors: AjvError[], data: Record<string, string>): string[] {
  const problems = new Map<string, string>();
  for (const error of errors) {
    const missing = error.params.missingProperty;
    if (missing) {
      if (!problems.has(missing)) problems.set(missing, missingText(error, missing));
      continue;
    }
    const name = error.instancePath.replace(/^\//, '');
    if (!name || problems.has(name)) continue;
    const rule = RULES[name as ConfigVariable] ?? 'is not valid';
    const shown = SECRET.has(name) ? '' : `, got "${data[name] ?? ''}"`;
    problems.set(name, `${name} ${rule}${shown}`);
  }
  return [...problems.values()];
}
