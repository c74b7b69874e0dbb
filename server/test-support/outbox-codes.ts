// The codes the built-in identity e-mailed, read back from a stack's outbox (DATA_DIR) as the
// customer would read them from the message.
import { codeFromMessage } from '../identity/code-messages';
import type { CodePurpose } from '../identity/codes';
import { readOutbox } from '../mail/outbox-mailer';

/** The code of the newest message of this purpose sent to `email`, or null when none was. */
export async function readLatestCode(
  dataDir: string,
  email: string,
  purpose: CodePurpose,
): Promise<string | null> {
  const wanted = email.toLowerCase();
  const codes = (await readOutbox(dataDir))
    .filter((message) => message.to.toLowerCase() === wanted)
    .map((message) => codeFromMessage(purpose, message))
    .filter((code): code is string => code !== null);
  return codes.at(-1) ?? null;
}
