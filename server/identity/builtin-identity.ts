// How the API server becomes the identity: the settings buildApp takes, made into the context
// every target works with.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { mailerFromConfig } from '../mail/mailer-from-config';
import type { IdentityMetrics } from '../metrics/server-metrics';
import { DEFAULT_IDENTITY_LIMITS, type IdentityLimits } from './identity-limits';
import type { IdentityPool } from './identity-pool';
import { registerBuiltinIdentity } from './identity-routes';

export interface BuiltinIdentityOptions {
  /** The installation's pool (ensureIdentityPool), whose ids the config names too. */
  pool: IdentityPool;
  /** Where codes go; by default the config's: SMTP with SMTP_URL, else the outbox under DATA_DIR. */
  mailer?: Mailer;
  /** Tests set small or large budgets; the defaults hold everywhere else. */
  limits?: Partial<IdentityLimits>;
  /** Sign-ups at this e-mail domain need no code (the e2e stack's IDENTITY_AUTO_CONFIRM_DOMAIN). */
  autoConfirmDomain?: string;
  /** Where the hosted sign-in may return; by default the SPA's /oauth/login on PUBLIC_ORIGIN. */
  redirectUris?: string[];
}

/** The SPA's return address after the hosted sign-in (spec §7). */
export const signInRedirectUri = (origin: string) => `${origin}/oauth/login`;

export async function registerIdentity(
  app: FastifyInstance,
  deps: { config: ServerConfig; db: Database; metrics: IdentityMetrics },
  opts: BuiltinIdentityOptions,
): Promise<void> {
  await registerBuiltinIdentity(app, {
    db: deps.db,
    pool: opts.pool,
    issuer: deps.config.identity.issuer,
    mailer: opts.mailer ?? mailerFromConfig(deps.config, app.log),
    productName: deps.config.productName,
    limits: { ...DEFAULT_IDENTITY_LIMITS, ...opts.limits },
    redirectUris: opts.redirectUris ?? [signInRedirectUri(deps.config.publicOrigin)],
    autoConfirmDomain: opts.autoConfirmDomain?.toLowerCase(),
    log: app.log,
    metrics: deps.metrics,
  });
}
