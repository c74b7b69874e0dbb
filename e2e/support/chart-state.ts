// The page's account of a chart's state (src/ui/chart-state.tsx) held against a model path.
import type { Page } from '@playwright/test';
import type { ModelPath } from '../../test-support/charts/model-paths';
import { expect } from './test';

// A call's outcome (xstate.done.actor.*, xstate.error.actor.*) is the chart's own next step:
// the state before it is a wait that the page may already have left.
const isOutcome = (type: string) => type.startsWith('xstate.');

/**
 * Before each step the customer takes, the page is in the state the model reached with the path
 * so far. A parallel state compares by its top state: in the browser the session's own fetches
 * (profile, registrations) run on where the model leaves them pending.
 */
export async function expectModelState(
  page: Page,
  chart: string,
  path: ModelPath,
  index: number,
): Promise<void> {
  const step = path.steps[index];
  const next = path.steps[index + 1];
  if (!step || !next || isOutcome(next.event.type)) return;
  const marker = page.locator(`[data-chart="${chart}"]`);
  const top = step.state.split('.')[0] ?? '';
  await expect(marker, `${chart} state before "${next.label}"`).toHaveAttribute(
    'data-state',
    step.state.includes(' & ') ? new RegExp(`^${top}\\.`) : step.state,
  );
}
