// The identity's code e-mails are worded and read by server/mail/code-mail, so the outbox's
// terminal line, the e2e support and the test harnesses find a code whichever mailer carried it.
import { codeMail, readCodeMail } from '../mail/code-mail';
import type { MailMessage } from '../mail/mailer';
import type { CodePurpose } from './codes';

export function codeMessage(
  purpose: CodePurpose,
  to: string,
  code: string,
  productName: string,
): MailMessage {
  return codeMail({ kind: purpose, to, code, productName });
}

/** The code a message of this purpose carries, or null when it is another message. */
export function codeFromMessage(purpose: CodePurpose, message: MailMessage): string | null {
  const read = readCodeMail(message);
  return read?.kind === purpose ? read.code : null;
}
