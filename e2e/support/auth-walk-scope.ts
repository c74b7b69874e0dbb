// Which generated auth paths the browser walks (e2e/auth-model.spec.ts), read by the spec and by
// scripts/qa: the greedy cover of the paths a browser can meet. No Playwright here, so Vitest and
// the qa script can load it.
import { authModel } from '../../src/features/auth/chart/auth-model';
import { coverOf } from '../../test-support/charts/greedy-cover';
import { type ModelPath, modelPaths } from '../../test-support/charts/model-paths';

/** Orders of steps no browser meets, whatever the stack answers. */
export function isPossible(path: ModelPath): boolean {
  const labels = path.steps.map((step) => step.label);
  const loaded = labels.indexOf('loadFlow done');
  // A module the page has loaded stays loaded: importing it again cannot fail.
  return !(loaded >= 0 && labels.indexOf('loadFlow error', loaded) >= 0);
}

export function authWalkedPaths(): ModelPath[] {
  const candidates = modelPaths(authModel).filter(isPossible);
  return coverOf(authModel.machine, candidates, authModel.input).paths;
}
