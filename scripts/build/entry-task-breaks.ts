import type { Plugin, Rolldown } from 'vite';

// The app's scripts evaluate in one task, which on a slow phone blocks a tap for a long time
// (Lighthouse's Total Blocking Time, issue #27). main.tsx imports two modules whose top-level
// await ends that task where they stand (src/app/boot). That holds only while the bundle keeps
// them in the entry's chunk, in its execution order, between the libraries they separate: a new
// chunking rule or import order would quietly make the start one long task again, so the build
// refuses it.

/** A task break: its module, and what must evaluate before it and what after. */
export interface TaskBreak {
  module: string;
  after: RegExp;
  before: RegExp;
}

export const ENTRY_TASK_BREAKS: readonly TaskBreak[] = [
  {
    module: 'src/app/boot/task-break-after-react.ts',
    after: /[\\/]node_modules[\\/]react-dom[\\/]/,
    before: /[\\/]node_modules[\\/]@mantine[\\/]/,
  },
  {
    module: 'src/app/boot/task-break-after-mantine.ts',
    after: /[\\/]node_modules[\\/]@mantine[\\/]/,
    before: /[\\/]node_modules[\\/]xstate[\\/]|[\\/]src[\\/]router[\\/]/,
  },
];

const ENTRY_MODULE = 'src/main.tsx';

function endsWithModule(id: string, module: string): boolean {
  return id.replaceAll('\\', '/').endsWith(`/${module}`);
}

/** What is wrong with the entry chunk's task breaks; nothing when each stands where it should. */
export function taskBreakProblems(
  bundle: Rolldown.OutputBundle,
  breaks: readonly TaskBreak[] = ENTRY_TASK_BREAKS,
): string[] {
  const entry = Object.values(bundle).find(
    (output): output is Rolldown.OutputChunk =>
      output.type === 'chunk' && output.moduleIds.some((id) => endsWithModule(id, ENTRY_MODULE)),
  );
  if (!entry) return [`no chunk holds ${ENTRY_MODULE}`];
  const ids = entry.moduleIds;
  const problems: string[] = [];
  for (const { module, after, before } of breaks) {
    const at = ids.findIndex((id) => endsWithModule(id, module));
    if (at === -1) {
      problems.push(`${module} is not in ${entry.fileName}, with ${ENTRY_MODULE}`);
      continue;
    }
    const late = ids.findLastIndex((id) => after.test(id));
    const early = ids.findIndex((id) => before.test(id));
    if (late === -1 || late > at) problems.push(`${module} evaluates before all of ${after}`);
    if (early === -1 || early < at) problems.push(`${module} evaluates after some of ${before}`);
  }
  return problems;
}

export function entryTaskBreaksPlugin(): Plugin {
  return {
    name: 'tapwallet-entry-task-breaks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const problems = taskBreakProblems(bundle);
      if (problems.length > 0) this.error(`entry task breaks: ${problems.join('; ')}`);
    },
  };
}
