// QA's entry to the model-based tests (README "Test it"):
//
//   npm run qa -- list <machine> [--steps]   every generated path: id, walked in the browser, description
//   npm run qa -- run <id> [--browser]       that one path in Vitest, or its browser walk in Chromium
//   npm run qa -- cover <machine>            the greedy cover of the transitions, and what the
//                                            browser walk misses
//   npm run qa -- accept <machine>           rewrite src/features/<m>/chart/<m>.transitions.md after a
//                                            reviewed change to the machine (never done by CI)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { coverOf } from '../test-support/charts/greedy-cover';
import { pathPattern } from '../test-support/charts/model-paths';
import { chartFolder, fromRoot, QA_MACHINES, qaMachine } from './qa/machines';
import { acceptOracle } from './qa/oracle';
import { findPath, qaPaths } from './qa/paths';
import { missedByWalk } from './qa/walk-cover';

const USAGE = [
  'Usage: npm run qa -- list <machine> [--steps]',
  '       npm run qa -- run <id> [--browser]',
  '       npm run qa -- cover <machine>',
  '       npm run qa -- accept <machine>',
  `Machines: ${QA_MACHINES.map((qa) => qa.name).join(', ')}`,
].join('\n');

function machineOrFail(name: string | undefined) {
  const qa = name ? qaMachine(name) : undefined;
  if (!qa) console.error(name ? `No model for machine "${name}".\n${USAGE}` : USAGE);
  return qa;
}

async function list(name: string | undefined, steps: boolean): Promise<number> {
  const qa = machineOrFail(name);
  if (!qa) return 2;
  const paths = await qaPaths(qa);
  for (const path of paths) {
    console.log(`${path.id}  ${path.walked ? 'browser' : '       '}  ${path.description}`);
    if (steps)
      for (const step of path.steps) console.log(`            ${step.label}  ->  ${step.state}`);
  }
  const walked = paths.filter((path) => path.walked).length;
  console.error(
    `${paths.length} paths, ${walked} walked in the browser. Run one: npm run qa -- run <id> [--browser]`,
  );
  return 0;
}

function exec(command: string, args: string[]): number {
  console.error(`> ${command} ${args.map((arg) => `'${arg}'`).join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', cwd: fromRoot('.') }).status ?? 1;
}

async function run(id: string | undefined, browser: boolean): Promise<number> {
  const found = id ? await findPath(id) : null;
  if (!found) {
    console.error(id ? `No generated path has the id "${id}".\n${USAGE}` : USAGE);
    return 2;
  }
  const { qa, path } = found;
  console.error(`${qa.name}: ${path.description}`);
  if (!browser)
    return exec('npx', ['vitest', 'run', `${chartFolder(qa)}/`, '-t', pathPattern(path.id)]);
  if (!qa.browser || !path.walked) {
    console.error(
      `This path is not walked in the browser; \`npm run qa -- list ${qa.name}\` marks those that are.`,
    );
    return 1;
  }
  if (!existsSync(fromRoot('dist/index.html'))) {
    console.error('The browser walk runs against the build: run `npm run build` first.');
    return 1;
  }
  return exec('npx', [
    'playwright',
    'test',
    qa.browser.spec,
    '--project=desktop',
    '-g',
    pathPattern(path.id),
  ]);
}

async function cover(name: string | undefined): Promise<number> {
  const qa = machineOrFail(name);
  if (!qa) return 2;
  const model = await qa.load();
  const paths = await qaPaths(qa);
  const chosen = coverOf(model.machine, paths, model.input);
  console.log(
    `Greedy cover: ${chosen.paths.length} of ${paths.length} paths take every transition.`,
  );
  for (const path of chosen.paths) console.log(`${path.id}  ${path.description}`);
  for (const key of chosen.uncovered) console.log(`taken by no generated path: ${key}`);
  const missed = await missedByWalk(qa);
  console.log(
    qa.browser
      ? `The browser walk (${qa.browser.spec}) misses ${missed.length} transitions.`
      : `No browser walk yet: all ${missed.length} transitions are missed.`,
  );
  for (const key of missed) console.log(`missed: ${key}`);
  return 0;
}

async function accept(name: string | undefined): Promise<number> {
  const qa = machineOrFail(name);
  if (!qa) return 2;
  console.log(`Wrote ${await acceptOracle(qa)}; review its diff before committing it.`);
  return 0;
}

async function main([command, target, ...flags]: string[]): Promise<number> {
  switch (command) {
    case 'list':
      return list(target, flags.includes('--steps'));
    case 'run':
      return run(target, flags.includes('--browser'));
    case 'cover':
      return cover(target);
    case 'accept':
      return accept(target);
    default:
      console.error(USAGE);
      return command ? 2 : 0;
  }
}

process.exitCode = await main(process.argv.slice(2));
