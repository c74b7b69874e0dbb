// Sends a command line to the running stack named in DATA_DIR/operator.json, which holds the
// embedded database while npm start runs (see server/routes/operator-channel.ts).
import {
  OPERATOR_COMMANDS_PATH,
  type OperatorCommandBody,
  type OperatorCommandResult,
} from '../../server/routes/operator-channel';
import type { OperatorAddress } from '../stack/operator-file';

/** The command's result, or null when no stack answers there (the file is left from a crash). */
export async function runOnRunningStack(
  address: OperatorAddress,
  argv: readonly string[],
  cwd: string,
): Promise<OperatorCommandResult | null> {
  let response: Response;
  try {
    response = await fetch(new URL(OPERATOR_COMMANDS_PATH, address.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${address.token}` },
      body: JSON.stringify({ argv: [...argv], cwd } satisfies OperatorCommandBody),
    });
  } catch {
    return null;
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    return {
      exitCode: 1,
      output: `The running stack refused the command (${response.status}): ${body.message ?? response.statusText}\n`,
    };
  }
  return (await response.json()) as OperatorCommandResult;
}
