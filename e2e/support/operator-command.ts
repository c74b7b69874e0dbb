// The operator CLI's commands sent to the stack under test, which holds the database and runs
// them (DATA_DIR/operator.json names its operator channel).
import { runOnRunningStack } from '../../scripts/admin/running-stack';
import { readOperatorFile } from '../../scripts/stack/operator-file';

/** The stack under test's DATA_DIR, as global-setup.ts made it. */
export function dataDirOfStack(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  return dataDir;
}

/**
 * `npm run admin -- <argv>` as the CLI runs it while npm start holds the database: the command
 * line goes to the stack's operator channel. Sent from here, without starting a CLI process
 * (two seconds each on a busy machine, several per test); `adminCli` starts the real one.
 * Resolves with the output, rejects when the command fails.
 */
export function admin(...argv: string[]): Promise<string> {
  return adminAt(dataDirOfStack(), ...argv);
}

/** `admin` sent to the stack holding `dataDir`: a spec's own stack, beside the run's. */
export async function adminAt(dataDir: string, ...argv: string[]): Promise<string> {
  const address = await readOperatorFile(dataDir);
  if (!address) throw new Error('The stack under test wrote no operator.json');
  const result = await runOnRunningStack(address, argv, process.cwd());
  if (!result) throw new Error(`admin ${argv.join(' ')}: the stack under test did not answer`);
  if (result.exitCode !== 0)
    throw new Error(`admin ${argv.join(' ')} exited ${result.exitCode}:\n${result.output}`);
  return result.output;
}
