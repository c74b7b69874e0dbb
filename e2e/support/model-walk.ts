// Runs a model path in the browser: each step label is a browser action (what the customer does,
// or what the page must show after a call's outcome), and before each of the customer's steps the
// page's chart state is held against the model's (support/chart-state.ts).
import type { ModelPath } from '../../test-support/charts/model-paths';
import { expectModelState } from './chart-state';
import { test } from './test';

export interface WalkStep {
  /** The labels of the steps after this one, up to the next thing the customer does. */
  outcomes: readonly string[];
  /** The label of the step after this one. */
  next: string | undefined;
}

export type StepAction<Walk> = (walk: Walk, step: WalkStep) => Promise<void>;

// A call's outcome (xstate.*) follows from what the customer did before it.
const isOutcome = (type: string) => type.startsWith('xstate.');

/** Walks `path` with the action of each step's label, checking `chart`'s state as it goes. */
export async function walkModelPath<Walk extends { page: Parameters<typeof expectModelState>[0] }>(
  walk: Walk,
  chart: string,
  path: ModelPath,
  actions: Readonly<Record<string, StepAction<Walk>>>,
): Promise<void> {
  for (const [index, step] of path.steps.entries()) {
    const run = actions[step.label];
    if (!run) throw new Error(`No browser action for step "${step.label}"`);
    const later = path.steps.slice(index + 1);
    const action = later.findIndex((next) => !isOutcome(next.event.type));
    const outcomes = (action === -1 ? later : later.slice(0, action)).map((next) => next.label);
    await test.step(`${step.label} -> ${step.state}`, async () => {
      await run(walk, { outcomes, next: later[0]?.label });
      await expectModelState(walk.page, chart, path, index);
    });
  }
}
