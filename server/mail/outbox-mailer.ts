// The default mailer of the embedded stack: nothing leaves the machine. Each message goes to the
// outbox under DATA_DIR and a code also to one terminal line, where the person running the stack
// reads it (as the cognito-local outbox did).
import { readCodeMail } from './code-mail';
import type { Mailer } from './mailer';
import { appendOutboxEntry } from './outbox-file';

export interface OutboxMailerOptions {
  dataDir: string;
  /** Where the terminal line goes. */
  print?: (line: string) => void;
  now?: () => Date;
}

export function createOutboxMailer(opts: OutboxMailerOptions): Mailer {
  const print = opts.print ?? ((line: string) => console.log(line));
  const now = opts.now ?? (() => new Date());
  return {
    async send(message) {
      const coded = readCodeMail(message);
      await appendOutboxEntry(opts.dataDir, {
        at: now().toISOString(),
        email: message.to,
        username: message.to,
        kind: coded?.kind ?? null,
        code: coded?.code ?? null,
        subject: message.subject,
        text: message.text,
      });
      print(
        coded
          ? `[identity] ${coded.kind} code for ${message.to}: ${coded.code}`
          : `[mail] "${message.subject}" for ${message.to} is in the outbox`,
      );
    },
  };
}
