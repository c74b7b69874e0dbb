// The customer-facing calls of spec §7 (profile, customer, wallet, push, ticket and tag
// registration), registered together so they share the registration rate limit.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { requireUser } from '../plugins/auth';
import type { PushEndpointPolicy } from '../push/push-endpoint-policy';
import { registerCustomerRoute } from './customer';
import { registerCustomerWalletRoute } from './customer-wallet';
import { databaseRateLimitStore } from './database-rate-limit-store';
import { registerLostBandRoutes } from './lost-band';
import { registerLowBalanceRoute } from './low-balance';
import { registerProfileRoutes } from './profile';
import { registerPushRoute } from './push-register';
import { registerCardRegistrationRoutes } from './registration-card';
import { registerTicketRegistrationRoutes } from './registration-ticket';
import { registerWalletHistoryRoutes } from './wallet-history-routes';

/** Ticket and tag searches and claims allowed per customer in a window. */
export interface RegistrationRateLimit {
  max: number;
  timeWindowMs: number;
}

/**
 * Without a limit the searches would let anyone enumerate ticket numbers and tags; a person
 * registering makes a handful of calls.
 */
export const DEFAULT_REGISTRATION_RATE_LIMIT: RegistrationRateLimit = {
  max: 20,
  timeWindowMs: 60_000,
};

export interface CustomerApiOptions {
  db: Database;
  /** Which push subscription endpoints are accepted. */
  pushEndpointPolicy: PushEndpointPolicy;
  registrationRateLimit?: RegistrationRateLimit;
}

export function registerCustomerApi(app: FastifyInstance, opts: CustomerApiOptions): void {
  app.register(async (scope) => {
    await scope.register(rateLimit, { global: false, store: databaseRateLimitStore(opts.db) });
    const limit = opts.registrationRateLimit ?? DEFAULT_REGISTRATION_RATE_LIMIT;
    // One budget for the four calls (and the lost band's transfer, which searches a band), counted per signed-in subject (the auth hook has run by
    // now), kept in the database so that every server instance draws on the same one.
    const registrationLimit = scope.rateLimit({
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      keyGenerator: (request) => `registration:${requireUser(request).sub}`,
    });

    registerProfileRoutes(scope, opts.db);
    await registerCustomerRoute(scope, opts.db);
    registerCustomerWalletRoute(scope, opts.db);
    registerWalletHistoryRoutes(scope, opts.db);
    registerLowBalanceRoute(scope, opts.db);
    registerPushRoute(scope, opts.db, opts.pushEndpointPolicy);
    registerTicketRegistrationRoutes(scope, opts.db, registrationLimit);
    registerCardRegistrationRoutes(scope, opts.db, registrationLimit);
    registerLostBandRoutes(scope, opts.db, registrationLimit);
  });
}
