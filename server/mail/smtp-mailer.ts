// Mail through an SMTP server (SMTP_URL), one connection per message: codes are few, and a
// connection kept open would only go stale between them.
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer';
import type { SmtpSettings } from './smtp-url';

export interface SmtpMailerOptions {
  smtp: SmtpSettings;
  from: { name: string; address: string };
  log: Pick<FastifyBaseLogger, 'error'>;
  /** The longest one send may take, connecting included; a dead server cannot hold a request. */
  timeoutMs?: number;
}

const TIMEOUT_MS = 10_000;

interface SmtpFailure {
  code?: unknown;
  command?: unknown;
  responseCode?: unknown;
}

export function createSmtpMailer(opts: SmtpMailerOptions): Mailer {
  const timeoutMs = opts.timeoutMs ?? TIMEOUT_MS;
  const transport = createTransport({
    ...opts.smtp,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
  return {
    async send({ to, subject, text }) {
      try {
        await transport.sendMail({
          from: opts.from,
          to,
          subject,
          text,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const { code, command, responseCode } = error as SmtpFailure;
        // EABORT: the signal, which only the time-out fires.
        const timedOut = code === 'ETIMEDOUT' || code === 'EABORT';
        // The body holds a code, so only what says why the server did not take it is logged.
        opts.log.error(
          { smtp: { host: opts.smtp.host, port: opts.smtp.port, code, command, responseCode } },
          'mail not sent',
        );
        throw new Error(
          timedOut
            ? `Mail not sent: the SMTP server did not answer within ${timeoutMs} ms`
            : `Mail not sent: the SMTP server failed (${String(code ?? 'unknown')}${responseCode ? ` ${responseCode}` : ''})`,
        );
      }
    },
  };
}
