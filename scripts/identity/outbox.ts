import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One delivered message; `kind` is the identity service's message source (SignUp, ForgotPassword, …). */
export type OutboxEntry = {
  at: string;
  email: string | null;
  username: string;
  code: string;
  kind: string;
};

export const identityDir = (dataDir: string): string => path.join(dataDir, 'identity');

export const outboxPath = (dataDir: string): string =>
  path.join(identityDir(dataDir), 'outbox.jsonl');

export const appendOutboxEntry = (dataDir: string, entry: OutboxEntry): Promise<void> =>
  appendFile(outboxPath(dataDir), `${JSON.stringify(entry)}\n`, 'utf8');

const readEntries = async (dataDir: string): Promise<OutboxEntry[]> => {
  try {
    const text = await readFile(outboxPath(dataDir), 'utf8');
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as OutboxEntry);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
};

/** The code of the newest message sent to `email` (optionally of one kind), or null when none was sent. */
export const readLatestCode = async (
  dataDir: string,
  email: string,
  kind?: string,
): Promise<string | null> => {
  const wanted = email.toLowerCase();
  const matches = (await readEntries(dataDir)).filter(
    (entry) => entry.email?.toLowerCase() === wanted && (kind === undefined || entry.kind === kind),
  );
  return matches.at(-1)?.code ?? null;
};
