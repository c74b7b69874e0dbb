import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set, else the outbox under DATA_DIR and the terminal. */
export function mailerFromConfig(
  config: Pick<ServerConfig, 'mail' | 'dataDir'>,
  log: Pick<FastifyBaseLogger, 'error'>,
): Mailer {
  const { smtp, from } = config.mail;
  return smtp
    ? createSmtpMailer({ smtp, from, log })
    : createOutboxMailer({ dataDir: config.dataDir });
}
