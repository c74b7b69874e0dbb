// Mutation testing of the statecharts with Stryker (stryker.config.json):
//
//   npm run mutation             every chart file of machines/, against all the model tests
//   npm run mutation -- top-up   one machine's files, against its own folder's tests (far faster)
//
// Prints the score per file; the HTML report goes to reports/mutation/.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// Type-only, fixture and test files hold nothing a mutant could change in the running chart.
const NOT_MUTATED = ['*.test.ts', '*-model.ts', '*-types.ts', '*-events.ts'];

function main([name]: string[]): number {
  const root = join(import.meta.dirname, '..');
  const args = ['stryker', 'run'];
  const env = { ...process.env };
  if (name) {
    const folder = `machines/${name}`;
    if (!existsSync(join(root, folder))) {
      console.error(`No machine folder ${folder}. Usage: npm run mutation [-- <machine>]`);
      return 2;
    }
    const mutate = [`${folder}/*.ts`, ...NOT_MUTATED.map((glob) => `!${folder}/${glob}`)];
    args.push('--mutate', mutate.join(','));
    env.MUTATION_TESTS = folder;
  }
  return spawnSync('npx', args, { stdio: 'inherit', cwd: root, env }).status ?? 1;
}

process.exitCode = main(process.argv.slice(2));
