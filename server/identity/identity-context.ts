// What every part of the built-in identity works with: the database, the pool, the mailer and
// the limits, plus helpers that several targets share.
import type { FastifyBaseLogger } from 'fastify';
import { isValidEmail, normaliseEmail } from '../../core/domain/form-rules';
import type { Database } from '../db/database';
import type { Mailer, MailMessage } from '../mail/mailer';
import type { IdentityMetrics } from '../metrics/server-metrics';
import { CognitoError, invalidParameter } from './cognito-error';
import type { IdentityLimits } from './identity-limits';
import type { IdentityPool } from './identity-pool';

export interface IdentityContext {
  db: Database;
  pool: IdentityPool;
  /** `${PUBLIC_ORIGIN}/identity/<poolId>`: the iss of every token. */
  issuer: string;
  mailer: Mailer;
  productName: string;
  limits: IdentityLimits;
  /** The hosted sign-in returns only to these, compared exactly. */
  redirectUris: readonly string[];
  /** Sign-ups at this e-mail domain are confirmed at once, without a code (test stacks). */
  autoConfirmDomain?: string;
  log: FastifyBaseLogger;
  /** Sign-ins by outcome and lockouts begun (Prometheus). */
  metrics: IdentityMetrics;
}

/** Who is calling, as far as limits are concerned. */
export interface Caller {
  address: string;
}

export function requireClient(ctx: IdentityContext, clientId: string): void {
  if (clientId !== ctx.pool.clientId) {
    throw new CognitoError('ResourceNotFoundException', 'User pool client does not exist.');
  }
}

/** The sign-in name: an e-mail, compared trimmed and lower-cased as the SPA sends it. */
export function usernameEmail(username: string): string {
  const email = normaliseEmail(username);
  if (!isValidEmail(email) || email.length > 128) {
    throw invalidParameter('Username should be an email.');
  }
  return email;
}

/** As Cognito shows where a code went: `d***@e***`. */
export function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

export function codeDelivery(email: string) {
  return {
    CodeDeliveryDetails: {
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      Destination: maskedEmail(email),
    },
  };
}

/**
 * Sends without holding up the answer: how long a mail server takes would otherwise tell a
 * caller whether the e-mail has an account (an unknown one gets no mail).
 */
export function deliver(ctx: IdentityContext, message: MailMessage): void {
  ctx.mailer.send(message).catch((error: unknown) => {
    ctx.log.error({ err: error }, 'an identity e-mail could not be sent');
  });
}
