// Which generated auth paths the browser walks (e2e/auth-model.spec.ts), read by the spec and by
// scripts/qa: the greedy cover of the paths whose every step the local stack can produce. No
// Playwright here, so Vitest and the qa script can load it.
import { authModel } from '../../machines/auth/auth-model';
import { coverOf } from '../../machines/testing/greedy-cover';
import { type ModelPath, modelPaths } from '../../machines/testing/model-paths';

/**
 * Steps the walk cannot produce on its own, with why. A cover path taking one is left out, so its
 * transitions show as missed (`npm run qa -- cover auth`) instead of being faked.
 */
export const NOT_WALKED: Readonly<Record<string, string>> = {
  'session.customer.changed':
    "a claim sends it with the registration chart's navigate and the router's show or hide " +
    "after it, in an order the model's stand-in flow does not keep",
  'session.navigate wallet':
    "the registration chart sends it with the router's show of the wallet after it, which the " +
    "model's stand-in flow does not keep",
};

/** Orders of steps no browser meets, whatever the stack answers. */
function isPossible(path: ModelPath): boolean {
  const labels = path.steps.map((step) => step.label);
  const loaded = labels.indexOf('loadFlow done');
  // A module the page has loaded stays loaded: importing it again cannot fail.
  return !(loaded >= 0 && labels.indexOf('loadFlow error', loaded) >= 0);
}

export function isProducible(path: ModelPath): boolean {
  return isPossible(path) && path.steps.every((step) => !(step.label in NOT_WALKED));
}

export function authWalkedPaths(): ModelPath[] {
  const candidates = modelPaths(authModel).filter(isProducible);
  return coverOf(authModel.machine, candidates, authModel.input).paths;
}
