// Reads and (only when asked by `npm run qa -- accept`) writes a machine's checked-in oracle.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { modelPaths } from '../../test-support/charts/model-paths';
import { renderTransitionTable, stateCount } from '../../test-support/charts/transition-table';
import { fromRoot, oracleFile, type QaMachine } from './machines';

export function readOracle(name: string): string | null {
  const file = fromRoot(oracleFile(name));
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** Writes the table of the machine as it is now, its counts today becoming the minimums. */
export async function acceptOracle(qa: QaMachine): Promise<string> {
  const model = await qa.load();
  const minimums = { states: stateCount(model.machine), paths: modelPaths(model).length };
  const file = oracleFile(qa.name);
  writeFileSync(fromRoot(file), renderTransitionTable(qa.name, model.machine, minimums));
  return file;
}
