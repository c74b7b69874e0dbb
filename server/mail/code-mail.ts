// The e-mails that carry an identity code. The outbox reads the kind and code back from them, so
// the terminal line, the e2e support and the tests find the newest code sent to an address.
import type { Mailer } from './mailer';

type MailMessage = Parameters<Mailer['send']>[0];

/** Named as the identity's message sources are (Cognito's CustomMessage_SignUp, …). */
export type CodeMailKind = 'SignUp' | 'ForgotPassword';

export interface CodeMailInput {
  kind: CodeMailKind;
  to: string;
  code: string;
  productName: string;
}

const WORDING: Record<CodeMailKind, { label: string; subject: string; after: string }> = {
  SignUp: {
    label: 'verification',
    subject: 'verify your e-mail address',
    after: 'If you did not create an account, you can ignore this e-mail.',
  },
  ForgotPassword: {
    label: 'password reset',
    subject: 'reset your password',
    after:
      'If you did not ask to reset your password, you can ignore this e-mail: your password has not changed.',
  },
};

// The first line of every code mail; the product name may hold any text, so it is matched last.
const FIRST_LINE = /^Your (.+) (verification|password reset) code is ([0-9A-Za-z]+)\.$/;

export function codeMail({ kind, to, code, productName }: CodeMailInput): MailMessage {
  const { label, subject, after } = WORDING[kind];
  return {
    to,
    subject: `${productName}: ${subject}`,
    text: `Your ${productName} ${label} code is ${code}.\n\n${after}\n`,
  };
}

/** The kind and code of a mail codeMail wrote, or null for any other mail. */
export function readCodeMail(message: MailMessage): { kind: CodeMailKind; code: string } | null {
  const match = FIRST_LINE.exec(message.text.split('\n', 1)[0] ?? '');
  if (!match) return null;
  const kind = match[2] === 'verification' ? 'SignUp' : 'ForgotPassword';
  return { kind, code: match[3] as string };
}
