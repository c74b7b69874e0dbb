// Mutation testing of the statecharts with Stryker (stryker.config.json):
//
//   npm run mutation                          every chart file (src/features/*/chart/), against all the model tests
//   npm run mutation -- top-up                one machine's files, against its own folder's tests (far faster)
//   npm run mutation -- auth auth-setup.ts    one file of a machine, against that machine's folder's tests
//   npm run mutation -- auth --concurrency 1  options after the names go to `stryker run` unchanged
//
// Prints the score per file; the HTML report goes to reports/mutation/.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';

const USAGE = 'Usage: npm run mutation [-- <machine> [<file>]] [stryker options]';

// Type-only, fixture, harness and test files hold nothing a mutant could change in the running chart.
const NOT_MUTATED = ['*.test.ts', '*-model.ts', '*-types.ts', '*-events.ts', '*-harness.ts'];

function main(argv: string[]): number {
  const root = join(import.meta.dirname, '..');
  // The names come first so that an option's value (`--concurrency 1`) is never taken for one.
  const firstOption = argv.findIndex((arg) => arg.startsWith('-'));
  const names = firstOption === -1 ? argv : argv.slice(0, firstOption);
  const options = firstOption === -1 ? [] : argv.slice(firstOption);
  const [name, file, ...extra] = names;
  if (extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const args = ['stryker', 'run'];
  const env = { ...process.env };
  if (name) {
    const folder = `src/features/${name}/chart`;
    if (!existsSync(join(root, folder))) {
      console.error(`No machine folder ${folder}. ${USAGE}`);
      return 2;
    }
    const only = file ? `${folder}/${basename(file)}` : null;
    if (only && !existsSync(join(root, only))) {
      console.error(`No file ${only}. ${USAGE}`);
      return 2;
    }
    const mutate = only
      ? [only]
      : [`${folder}/*.ts`, ...NOT_MUTATED.map((glob) => `!${folder}/${glob}`)];
    args.push('--mutate', mutate.join(','));
    env.MUTATION_TESTS = folder;
  }
  args.push(...options);
  return spawnSync('npx', args, { stdio: 'inherit', cwd: root, env }).status ?? 1;
}

process.exitCode = main(process.argv.slice(2));
