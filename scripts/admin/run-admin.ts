// The operator CLI without process wiring: tests call runAdmin with their own database and
// output; scripts/admin.ts passes process.argv and the stack's database.
import type { Database } from '../../server/db/database';
import { HttpError } from '../../server/http-error';
import { ACCOUNT_COMMANDS } from './account-commands';
import {
  type AdminCommand,
  type AdminContext,
  type ParsedArgs,
  UsageError,
  usageOf,
} from './command';
import { readCommandArguments } from './command-arguments';
import { EVENT_COMMANDS } from './event-commands';
import { LEDGER_COMMANDS } from './ledger-commands';
import { REFUND_COMMANDS } from './refund-commands';
import { TAG_COMMANDS } from './tag-commands';
import { TAP_COMMANDS } from './tap-commands';
import { TICKET_COMMANDS } from './ticket-commands';

export const ADMIN_COMMANDS: readonly AdminCommand[] = [
  ...EVENT_COMMANDS,
  ...TICKET_COMMANDS,
  ...TAG_COMMANDS,
  ...TAP_COMMANDS,
  ...REFUND_COMMANDS,
  ...LEDGER_COMMANDS,
  ...ACCOUNT_COMMANDS,
];

/** Exit codes: done, refused by the data (not found, wrong state, limits), bad command line. */
export const EXIT = { ok: 0, refused: 1, usage: 2 } as const;

export interface RunAdminOptions {
  db: Database;
  out(line: string): void;
  /** Refusals and usage errors; defaults to out. */
  err?(line: string): void;
  /** Base for relative file names; defaults to the process's working directory. */
  cwd?: string;
  onWalletEvent?: AdminContext['onWalletEvent'];
}

export type AdminInvocation =
  | { kind: 'help'; text: string[] }
  | { kind: 'command'; command: AdminCommand; parsed: ParsedArgs };

/**
 * Reads the command line without touching the database, so help and typos answer even when the
 * database cannot be opened. Throws UsageError.
 */
export function parseAdminArgs(argv: readonly string[]): AdminInvocation {
  const words = argv.filter((arg) => !arg.startsWith('-'));
  const wantsHelp = argv.includes('--help') || argv.includes('-h');
  const command = findCommand(argv);
  if (!command) {
    if (wantsHelp || argv.length === 0) return { kind: 'help', text: helpText() };
    const group = ADMIN_COMMANDS.filter((candidate) => candidate.words[0] === words[0]);
    if (group.length > 0) {
      throw new UsageError(
        `Unknown ${words[0]} command "${argv.join(' ')}". ${words[0]} commands:\n${group
          .map((candidate) => `  ${usageOf(candidate)}`)
          .join('\n')}`,
      );
    }
    throw new UsageError(`Unknown command "${argv.join(' ')}"`);
  }
  if (wantsHelp) {
    return { kind: 'help', text: [`Usage: ${usageOf(command)}`, '', `  ${command.summary}`] };
  }
  const parsed = readCommandArguments(command, argv.slice(command.words.length));
  return { kind: 'command', command, parsed };
}

/** Runs one command line and answers the process exit code. Unexpected errors propagate. */
export async function runAdmin(argv: readonly string[], opts: RunAdminOptions): Promise<number> {
  const err = opts.err ?? opts.out;
  try {
    const invocation = parseAdminArgs(argv);
    if (invocation.kind === 'help') {
      for (const line of invocation.text) opts.out(line);
      return EXIT.ok;
    }
    const { command } = invocation;
    try {
      await command.run(
        {
          db: opts.db,
          out: opts.out,
          cwd: opts.cwd ?? process.cwd(),
          onWalletEvent: opts.onWalletEvent,
        },
        invocation.parsed,
      );
    } catch (error) {
      // A value the command could not read is shown with that command's usage.
      if (error instanceof UsageError && !error.command)
        throw new UsageError(error.message, command);
      throw error;
    }
    return EXIT.ok;
  } catch (error) {
    return reportFailure(error, err);
  }
}

/** The message and exit code for an error a command ended with; rethrows anything unexpected. */
export function reportFailure(error: unknown, err: (line: string) => void): number {
  if (error instanceof UsageError) {
    err(`Error: ${error.message}`);
    err(
      error.command
        ? `Usage: ${usageOf(error.command)}`
        : 'Run `npm run admin -- --help` for the list of commands.',
    );
    return EXIT.usage;
  }
  if (error instanceof HttpError) {
    err(`Refused: ${error.message}`);
    return EXIT.refused;
  }
  throw error;
}

function findCommand(argv: readonly string[]): AdminCommand | undefined {
  return ADMIN_COMMANDS.find((command) =>
    command.words.every((word, index) => argv[index] === word),
  );
}

function helpText(): string[] {
  return [
    'TapWallet operator CLI: npm run admin -- <command>',
    '',
    'Works on the same data as npm start: PGlite under DATA_DIR (default .data), or PostgreSQL',
    'when DATABASE_URL is set. While npm start runs on DATA_DIR, commands run inside it; the',
    'embedded database is never opened by two processes at once.',
    '',
    'Commands:',
    ...ADMIN_COMMANDS.flatMap((command) => [`  ${usageOf(command)}`, `      ${command.summary}`]),
    '',
    'Add --help after a command for its usage. Exit codes: 0 done, 1 refused, 2 bad command line.',
  ];
}
