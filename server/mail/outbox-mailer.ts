// The mailer of a stack without SMTP: every message is appended to DATA_DIR/outbox.jsonl
// (readable by the owner only) and told on the terminal, where whoever runs the stack reads the
// code a customer waits for.
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, MailMessage } from './mailer';

export interface OutboxEntry extends MailMessage {
  at: string;
}

export const outboxPath = (dataDir: string): string => path.join(dataDir, 'outbox.jsonl');

export function outboxMailer(
  dataDir: string,
  print: (line: string) => void = (line) => console.log(line),
): Mailer {
  return {
    async send(message) {
      const entry: OutboxEntry = { at: new Date().toISOString(), ...message };
      await mkdir(dataDir, { recursive: true, mode: 0o700 });
      await appendFile(outboxPath(dataDir), `${JSON.stringify(entry)}\n`, {
        encoding: 'utf8',
        mode: 0o600,
      });
      print(`[mail] to ${message.to}: ${message.subject} - ${message.text.replace(/\s+/g, ' ')}`);
    },
  };
}

/** Every message in the outbox, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxEntry[]> {
  let text: string;
  try {
    text = await readFile(outboxPath(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxEntry);
}
