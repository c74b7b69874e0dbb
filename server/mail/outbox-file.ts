// The embedded stack's mailbox: one JSON line per message in DATA_DIR/outbox.jsonl, in the format
// the earlier identity's outbox wrote (at, email, username, code, kind), so whoever reads codes from
// it (the e2e support, the tests) reads both.
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxEntry {
  at: string;
  email: string;
  username: string;
  /** SignUp, ForgotPassword, …; null for a mail that carries no identity code. */
  kind: string | null;
  code: string | null;
  subject: string;
  text: string;
}

export const outboxPath = (dataDir: string): string => path.join(dataDir, 'outbox.jsonl');

/** Appends one entry; the folder is made private (0700) and the file (0600), as DATA_DIR is. */
export async function appendOutboxEntry(dataDir: string, entry: OutboxEntry): Promise<void> {
  const file = outboxPath(dataDir);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await appendFile(file, `${JSON.stringify(entry)}\n`, { encoding: 'utf8', mode: 0o600 });
}

async function readEntries(dataDir: string): Promise<Partial<OutboxEntry>[]> {
  try {
    const text = await readFile(outboxPath(dataDir), 'utf8');
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Partial<OutboxEntry>);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The code of the newest message sent to `email` (optionally of one kind), or null when none was. */
export async function readLatestCode(
  dataDir: string,
  email: string,
  kind?: string,
): Promise<string | null> {
  const wanted = email.toLowerCase();
  const matches = (await readEntries(dataDir)).filter(
    (entry) =>
      entry.email?.toLowerCase() === wanted &&
      typeof entry.code === 'string' &&
      (kind === undefined || entry.kind === kind),
  );
  return matches.at(-1)?.code ?? null;
}
