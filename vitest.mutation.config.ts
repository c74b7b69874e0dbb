// Vitest as Stryker runs it (npm run mutation): only the statechart tests, which are the ones that
// can kill a mutant of a chart (src/features/<flow>/chart/). Every mutant of a chart is built when its module loads, so each
// one reruns all the tests it includes: scripts/mutation.ts narrows them to one chart's folder.

import { defineConfig } from 'vitest/config';
import type { Reporter, TestModule } from 'vitest/node';

type FileTask = TestModule['task'];

// Stryker's Vitest runner (9.6) scores a mutant from the tests it collected, and a test file that
// cannot even load (a chart whose config no longer builds) collects none, so the mutant would count
// as survived (stryker-js#6150). This turns such a file into one failed test carrying its error.
const unloadableFileAsFailedTest: Reporter = {
  onTestRunEnd(testModules) {
    for (const { task: file } of testModules) {
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
      const failed = {
        type: 'test',
        name: 'loads its module',
        mode: 'run',
        file,
        result: { state: 'fail', errors: file.result.errors },
      };
      file.tasks.push(failed as unknown as FileTask['tasks'][number]);
    }
  },
};

export default defineConfig({
  test: {
    // The oracles too: a mutant that drops a transition also drops the paths generated from it,
    // so only the checked-in tables can tell.
    include: [
      `${process.env.MUTATION_TESTS ?? 'src/features/*/chart'}/**/*.test.ts`,
      'scripts/qa/oracle.test.ts',
    ],
    reporters: ['default', unloadableFileAsFailedTest],
    // The auth oracle's path search takes minutes on instrumented code on a busy machine, and
    // the first run with coverage is slower still; Stryker's own timeoutMS still stops a mutant
    // that loops.
    testTimeout: 600_000,
  },
});
