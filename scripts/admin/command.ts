// The shape of one operator command and the errors that end a command run.
import type { ParseArgsOptionsConfig } from 'node:util';
import type { Database } from '../../server/db/database';
import type { WalletEventListener } from '../../server/ledger/wallet-events';

export interface AdminContext {
  db: Database;
  out(line: string): void;
  /** Relative file names are read and written from here. */
  cwd: string;
  /** Told when a refund is paid or cancelled, so the customer gets a push notification. */
  onWalletEvent?: WalletEventListener;
}

export interface ParsedArgs {
  /** Positional arguments by name; an optional one left out is absent. */
  args: Partial<Record<string, string>>;
  options: Record<string, string | boolean | (string | boolean)[] | undefined>;
}

export interface AdminCommand {
  /** The words that pick the command, e.g. ['refund', 'batch', 'close']. */
  words: readonly string[];
  /** Names of the positional arguments, in order; a trailing 'name?' may be left out. */
  positionals: readonly string[];
  /** Argument synopsis after the words, e.g. '<eventId> --amount 12.50'. */
  synopsis: string;
  summary: string;
  options: ParseArgsOptionsConfig;
  run(ctx: AdminContext, parsed: ParsedArgs): Promise<void>;
}

/** The command line itself is wrong: the operator sees the message and the command's usage. */
export class UsageError extends Error {
  override name = 'UsageError';

  constructor(
    message: string,
    readonly command?: AdminCommand,
  ) {
    super(message);
  }
}

export function usageOf(command: AdminCommand): string {
  return `npm run admin -- ${[...command.words, command.synopsis].filter(Boolean).join(' ')}`;
}
