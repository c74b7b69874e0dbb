// The e-mails that carry codes. Test harnesses read the code back out of a delivered message
// with codeFromMessage, so the wording and the reading live side by side.
import type { MailMessage } from '../mail/mailer';
import type { CodePurpose } from './codes';
import { CODE_LENGTH } from './secret-tokens';

const SUBJECTS: Record<CodePurpose, string> = {
  SignUp: 'your verification code',
  ForgotPassword: 'your password reset code',
};

const BODIES: Record<CodePurpose, (code: string, product: string) => string> = {
  SignUp: (code, product) =>
    `Your ${product} verification code is ${code}. It is valid for 24 hours.\n\n` +
    'If you did not sign up, you can ignore this message.',
  ForgotPassword: (code, product) =>
    `Your ${product} password reset code is ${code}. It is valid for 1 hour.\n\n` +
    'If you did not ask to reset your password, you can ignore this message: ' +
    'your password stays as it is.',
};

export function codeMessage(
  purpose: CodePurpose,
  to: string,
  code: string,
  productName: string,
): MailMessage {
  return {
    to,
    subject: `${productName}: ${SUBJECTS[purpose]}`,
    text: BODIES[purpose](code, productName),
  };
}

const CODE_IN_TEXT = new RegExp(`\\b(\\d{${CODE_LENGTH}})\\b`);

/** The code a message of this purpose carries, or null when it is another message. */
export function codeFromMessage(purpose: CodePurpose, message: MailMessage): string | null {
  if (!message.subject.endsWith(SUBJECTS[purpose])) return null;
  return CODE_IN_TEXT.exec(message.text)?.[1] ?? null;
}
