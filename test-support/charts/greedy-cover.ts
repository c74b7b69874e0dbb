// Chooses which generated paths a slow runner (the browser) walks: the greedy set cover of the
// declared transitions. Each round takes the path adding the most transitions not yet taken,
// shorter first on a tie, then the smaller id, so the choice is the same on every run. Greedy is
// within a log factor of the smallest cover, which is plenty for a few hundred paths.
import type { AnyStateMachine } from 'xstate';
import { type MachineModel, type ModelPath, modelPaths } from './model-paths';
import { declaredTransitions, takenTransitions } from './transition-coverage';

export interface Cover {
  paths: ModelPath[];
  /** Declared transitions no candidate path takes. */
  uncovered: string[];
}

/**
 * The transitions each path takes when replayed in a real actor of `machine`, started with
 * `input` when the machine takes one (as its model does).
 */
export function transitionsByPath(
  machine: AnyStateMachine,
  paths: readonly ModelPath[],
  input?: unknown,
): Map<string, Set<string>> {
  return new Map(
    paths.map((path) => [
      path.id,
      takenTransitions(machine, [path.steps.map((step) => step.event)], input),
    ]),
  );
}

export function greedyCover(
  universe: readonly string[],
  candidates: readonly ModelPath[],
  taken: ReadonlyMap<string, ReadonlySet<string>>,
): Cover {
  const open = new Set(universe);
  const left = [...candidates];
  const chosen: ModelPath[] = [];
  const gain = (path: ModelPath) =>
    [...(taken.get(path.id) ?? [])].filter((t) => open.has(t)).length;
  while (open.size > 0) {
    const ranked = left
      .map((path) => ({ path, gain: gain(path) }))
      .filter((c) => c.gain > 0)
      .sort(
        (a, b) =>
          b.gain - a.gain ||
          a.path.steps.length - b.path.steps.length ||
          a.path.id.localeCompare(b.path.id),
      );
    const best = ranked[0]?.path;
    if (!best) break;
    chosen.push(best);
    left.splice(left.indexOf(best), 1);
    for (const t of taken.get(best.id) ?? []) open.delete(t);
  }
  return { paths: chosen, uncovered: [...open].sort() };
}

/** The declared transitions a set of walked paths leaves untaken. */
export function missedTransitions(
  machine: AnyStateMachine,
  walked: readonly ModelPath[],
  input?: unknown,
): string[] {
  const taken = takenTransitions(
    machine,
    walked.map((path) => path.steps.map((step) => step.event)),
    input,
  );
  return declaredTransitions(machine).filter((key) => !taken.has(key));
}

/** The cover of all declared transitions by the generated paths of `machine`. */
export function coverOf(
  machine: AnyStateMachine,
  paths: readonly ModelPath[],
  input?: unknown,
): Cover {
  return greedyCover(declaredTransitions(machine), paths, transitionsByPath(machine, paths, input));
}

/**
 * The paths a browser walk of `model` takes: the greedy cover of its generated paths, so the walk
 * follows the model (a new transition brings the path that takes it) instead of a kept list.
 */
export function walkedPaths(model: MachineModel): ModelPath[] {
  return coverOf(model.machine, modelPaths(model), model.input).paths;
}
