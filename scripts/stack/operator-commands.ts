// Runs an operator command line sent to the running stack (POST /operator/commands) on the
// stack's own database, collecting what the CLI would have printed.
import type { Database } from '../../server/db/database';
import type { WalletEventListener } from '../../server/ledger/wallet-events';
import type { OperatorCommandResult } from '../../server/routes/operator-channel';
import { runAdmin } from '../admin/run-admin';

export async function runOperatorCommand(
  argv: string[],
  opts: { db: Database; cwd?: string; onWalletEvent?: WalletEventListener },
): Promise<OperatorCommandResult> {
  const lines: string[] = [];
  const out = (line: string) => {
    lines.push(line);
  };
  let exitCode: number;
  try {
    exitCode = await runAdmin(argv, {
      db: opts.db,
      out,
      cwd: opts.cwd,
      onWalletEvent: opts.onWalletEvent,
    });
  } catch (error) {
    out(`admin failed: ${(error as Error).message}`);
    exitCode = 1;
  }
  return { exitCode, output: lines.map((line) => `${line}\n`).join('') };
}
