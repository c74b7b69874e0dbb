import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { taskBreakProblems } from './entry-task-breaks';

function bundleWith(moduleIds: string[]): Rolldown.OutputBundle {
  const chunk = { type: 'chunk', fileName: 'assets/index-1.js', moduleIds };
  return { [chunk.fileName]: chunk } as unknown as Rolldown.OutputBundle;
}

const REACT_DOM = '/repo/node_modules/react-dom/cjs/react-dom-client.production.js';
const MANTINE = '/repo/node_modules/@mantine/core/esm/index.mjs';
const XSTATE = '/repo/node_modules/xstate/dist/xstate.esm.js';
const ROUTER = '/repo/src/router/create-app-router.tsx';
const AFTER_REACT = '/repo/src/app/boot/task-break-after-react.ts';
const AFTER_MANTINE = '/repo/src/app/boot/task-break-after-mantine.ts';
const MAIN = '/repo/src/main.tsx';

describe("the entry chunk's task breaks", () => {
  it('pass where each stands between the libraries it separates', () => {
    expect(
      taskBreakProblems(
        bundleWith([REACT_DOM, AFTER_REACT, MANTINE, AFTER_MANTINE, XSTATE, ROUTER, MAIN]),
      ),
    ).toEqual([]);
  });

  it('are refused once a break evaluates after what it should come before', () => {
    expect(
      taskBreakProblems(
        bundleWith([REACT_DOM, AFTER_REACT, MANTINE, XSTATE, AFTER_MANTINE, ROUTER, MAIN]),
      ),
    ).toEqual([expect.stringMatching(/task-break-after-mantine\.ts evaluates after some of/)]);
  });

  it('are refused once a break evaluates before what it should follow', () => {
    expect(
      taskBreakProblems(
        bundleWith([AFTER_REACT, REACT_DOM, MANTINE, AFTER_MANTINE, XSTATE, ROUTER, MAIN]),
      ),
    ).toEqual([expect.stringMatching(/task-break-after-react\.ts evaluates before all of/)]);
  });

  it('are refused once a break has left the chunk of main.tsx', () => {
    expect(taskBreakProblems(bundleWith([REACT_DOM, AFTER_REACT, MANTINE, XSTATE, MAIN]))).toEqual([
      expect.stringMatching(/task-break-after-mantine\.ts is not in assets\/index-1\.js/),
    ]);
    expect(taskBreakProblems(bundleWith([REACT_DOM]))).toEqual(['no chunk holds src/main.tsx']);
  });
});
