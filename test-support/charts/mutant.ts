// Broken copies of a machine, to prove that its model tests fail when the chart is wrong: an
// emptied chart, a removed transition or sub-flow, a retargeted transition. A copy keeps the
// machine's implementations (guards, actions, actors), so it runs as the original would except
// for the one change.
import { type AnyStateMachine, createMachine } from 'xstate';
import type { ModelPath } from './model-paths';

/** A state node's config, loosely typed: a mutation may put anything anywhere. */
export interface StateConfig {
  states?: Record<string, StateConfig>;
  on?: Record<string, unknown>;
  [key: string]: unknown;
}

export function mutant<M extends AnyStateMachine>(
  machine: M,
  change: (config: StateConfig) => StateConfig,
): M {
  const config = change(machine.config as StateConfig);
  return createMachine(config as never, machine.implementations as never) as unknown as M;
}

/** The chart with no states at all, keeping the machine's implementations. */
export function emptied<M extends AnyStateMachine>(machine: M): M {
  return mutant(machine, () => ({}));
}

/** The config with the state at `path` (e.g. ['request', 'editing']) changed. */
export function withState(
  config: StateConfig,
  path: readonly string[],
  change: (node: StateConfig) => StateConfig,
): StateConfig {
  const [name, ...rest] = path;
  if (name === undefined) return change(config);
  const states = config.states ?? {};
  return { ...config, states: { ...states, [name]: withState(states[name] ?? {}, rest, change) } };
}

/** The config without the state at `path`; the parent's `initial` must name another state. */
export function withoutState(config: StateConfig, path: readonly string[]): StateConfig {
  const parent = path.slice(0, -1);
  const name = path.at(-1);
  return withState(config, parent, (node) => {
    const { [name ?? '']: _, ...states } = node.states ?? {};
    return { ...node, states };
  });
}

/** The state at `path` with its `on` handler of `event` replaced (undefined removes it). */
export function withHandler(
  config: StateConfig,
  path: readonly string[],
  event: string,
  handler: unknown,
): StateConfig {
  return withState(config, path, (node) => {
    const { [event]: _, ...on } = node.on ?? {};
    return { ...node, on: handler === undefined ? on : { ...on, [event]: handler } };
  });
}

/** How many of the paths the check refuses (throws on). */
export function refusedPaths(
  paths: readonly ModelPath[],
  check: (path: ModelPath) => void,
): number {
  return paths.filter((path) => {
    try {
      check(path);
      return false;
    } catch {
      return true;
    }
  }).length;
}
