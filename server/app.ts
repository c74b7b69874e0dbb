import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { isPrivatePath } from '../core/contracts/private-paths';
import type { TokenVerifier } from './auth/token-verifier';
import { type ServerConfig, toRuntimeConfig } from './config';
import type { Database } from './db/database';
import { capConnections, httpServerOptions } from './http-limits';
import { type BuiltinIdentityOptions, registerIdentity } from './identity/builtin-identity';
import type { WalletEventListener } from './ledger/wallet-events';
import { registerHttpMetrics } from './metrics/http-metrics';
import { registerMetricsRoute } from './metrics/metrics-route';
import { createServerMetrics, type ServerMetrics } from './metrics/server-metrics';
import type { PaymentProvider } from './payments/payment-provider';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerControlCharacterGuard } from './plugins/control-characters';
import { registerErrorHandler, sendNotFound } from './plugins/errors';
import { registerJsonDepthLimit } from './plugins/json-depth';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';
import { type PushEndpointPolicy, pushEndpointPolicyFor } from './push/push-endpoint-policy';
import { type RegistrationRateLimit, registerCustomerApi } from './routes/customer-api';
import { registerHealthRoute } from './routes/health';
import { registerMoneyRoutes } from './routes/money-routes';
import { type OperatorChannel, registerOperatorChannel } from './routes/operator-channel';
import { registerRuntimeConfigRoute } from './routes/runtime-config';
import { formatSchemaErrors } from './routes/schema-errors';

export interface BuildAppOptions {
  config: ServerConfig;
  db: Database;
  verifyToken: TokenVerifier;
  /** The built SPA (dist/); without it only the API, /health and /config.json are served. */
  staticDir?: string;
  /** Fastify logger options; defaults to JSON logs at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** The card payment provider; defaults to the one config.payments names. */
  payments?: PaymentProvider;
  /** Told after a top-up completes or a refund is paid or cancelled (push notifications). */
  onWalletEvent?: WalletEventListener;
  /** Ticket and tag searches and claims per customer; tests set a small one. */
  registrationRateLimit?: RegistrationRateLimit;
  /** Lets the operator CLI run commands on this server's database while it holds it. */
  operator?: OperatorChannel;
  /** Which push endpoints are accepted; defaults to the config's, resolving names with DNS. */
  pushEndpointPolicy?: PushEndpointPolicy;
  /** Told about every route as it is added: tests derive every call's body fields from it. */
  onRoute?: (route: RouteOptions) => void;
  /** Where requests, payments and refunds are counted; defaults to a registry of this app's own. */
  metrics?: ServerMetrics;
  /** The built-in identity service, answering under /identity on this origin. */
  builtinIdentity?: BuiltinIdentityOptions;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The HTTP application without a listening socket: tests drive it with inject(), startServer
 * listens. Routes may still be added to the returned instance until it is ready.
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...httpServerOptions(opts.config.http),
    logger: opts.logger ?? { level: opts.config.logLevel },
    // A proxy's request id is kept so one request can be followed across services.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Money and ids arrive as JSON types; a string where a number belongs is a client bug to
    // report, not to guess at.
    ajv: { customOptions: { coerceTypes: false } },
  });

  capConnections(app.server, opts.config.http, app.log);
  // First, so every scope registered below inherits the depth-checked JSON parser.
  registerJsonDepthLimit(app);
  await registerSecurityHeaders(app, opts.config);
  const metrics = opts.metrics ?? createServerMetrics({ db: opts.db });
  registerHttpMetrics(app, metrics);

  // Bad input must come back as a 4xx naming the field, so no body reaches a handler unchecked.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const acceptsBody = methods.some((method) => BODY_METHODS.has(method));
    if (acceptsBody && !route.schema?.body) {
      throw new Error(`Route ${methods.join(',')} ${route.url} needs a JSON schema for its body`);
    }
    // A private answer goes out through its contract, so no field beyond it can leak.
    if (isPrivatePath(route.url) && !route.schema?.response) {
      throw new Error(`Route ${methods.join(',')} ${route.url} needs a response schema`);
    }
    opts.onRoute?.(route);
  });
  app.setSchemaErrorFormatter(formatSchemaErrors);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (isUncacheable(request.url)) reply.header('cache-control', 'no-store');
  });

  await registerCompression(app);
  registerErrorHandler(app);
  registerControlCharacterGuard(app);
  registerAuth(app, opts.verifyToken);
  registerHealthRoute(app, {
    db: opts.db,
    // The built-in identity is this process: it is up whenever the database answers.
    jwksUrl: opts.builtinIdentity ? null : opts.config.identity.jwksUrl,
  });
  registerRuntimeConfigRoute(app, toRuntimeConfig(opts.config));
  registerMoneyRoutes(app, { ...opts, metrics });
  registerMetricsRoute(app, metrics, opts.config.metrics.token);
  if (opts.operator) registerOperatorChannel(app, opts.operator);
  if (opts.builtinIdentity) {
    await registerIdentity(
      app,
      { config: opts.config, db: opts.db, metrics: metrics.identity },
      opts.builtinIdentity,
    );
  }
  registerCustomerApi(app, {
    db: opts.db,
    pushEndpointPolicy: opts.pushEndpointPolicy ?? pushEndpointPolicyFor(opts.config),
    registrationRateLimit: opts.registrationRateLimit,
  });

  if (opts.staticDir) {
    await registerSpa(app, opts.staticDir, opts.config.identity);
  } else {
    app.setNotFoundHandler(sendNotFound);
  }
  return app;
}

// API answers are per user and change with every purchase, so no cache may keep them.
function isUncacheable(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return (
    pathname === '/health' ||
    pathname.startsWith('/health/') ||
    pathname.startsWith('/operator/') ||
    pathname === '/api' ||
    pathname.startsWith('/api/')
  );
}
