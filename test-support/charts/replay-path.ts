// Replays a generated path in a real actor whose effects are recorded, one step at a time, and
// hands the test what the machine did next to what the test's own model says it should have done.
// The model tests share this loop; each keeps its domain expectations (expectStep) to itself. This
// module makes no assertion (chart helpers may not import vitest): the test compares `actual`
// with `expected` after each step, before the next one is sent.
import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
} from 'xstate';
import { type LabelledEvent, type ModelPath, type ModelStep, stateName } from './model-paths';
import { startInputOf } from './start-event';

/** An API call the machine made: the actor it invoked and the input it gave. */
export interface CallEffect {
  kind: 'call';
  name: string;
  input: unknown;
}

/**
 * A stand-in for one API call: records the call and never settles, so the machine stays where the
 * call left it until the path sends the call's outcome as an event.
 */
export function recordedCall<E>(effects: E[], name: string) {
  return (input?: unknown): Promise<never> => {
    effects.push({ kind: 'call', name, input } as E);
    return new Promise(() => {});
  };
}

/** What the test's model says a step leads to; state null means "where it was". */
export interface ExpectedStep<C, E> {
  state: string | null;
  context: C;
  effects: E[];
}

export interface Observed<C, E> {
  state: string;
  context: C;
  effects: E[];
  /** The labels of the model's events the machine would take now, when the test says which. */
  accepts?: string[];
}

export interface Replay<C, E> {
  /** The machine with its effects provided so that they push onto `effects`. */
  machine: AnyStateMachine;
  effects: E[];
  input?: unknown;
  /**
   * Where the machine must start, and with what context, as the test works them out; for a path
   * that begins with a start step, the state its model is in before that step (its `from`). A
   * machine that calls out as it starts names those calls (`effects`, none by default).
   */
  start: { state: string; context: C; effects?: E[] };
  /** What of a snapshot the test compares as its context: the context itself by default, or the
   * context with the chart's selectors (values derived from it, not kept in it). */
  view?: (snapshot: AnyMachineSnapshot) => C;
  /** The test's model: what the step does from context `was` in state `from`. */
  expectStep(step: ModelStep, was: C, from: string): ExpectedStep<C, E>;
  /**
   * The model's events, and which of them (by label) the test says the machine takes in a state:
   * a transition the chart lost leaves no path to fail step by step, but it leaves a state that
   * no longer accepts its event.
   */
  acceptance?: {
    events: readonly LabelledEvent[];
    accepts(state: string, context: C): readonly string[];
  };
}

export interface ReplayedStep<C, E> {
  /** The step's label, 'start' for the machine as started. */
  label: string;
  /** The state the step was sent in ('' at the start). */
  from: string;
  snapshot: AnyMachineSnapshot;
  actual: Observed<C, E>;
  expected: Observed<C, E>;
}

const sorted = (values: readonly string[]) => [...new Set(values)].sort();

function observe<C, E>(
  snapshot: AnyMachineSnapshot,
  effects: E[],
  replay: Replay<C, E>,
): Observed<C, E> {
  const observed = {
    state: stateName(snapshot.value),
    context: replay.view ? replay.view(snapshot) : snapshot.context,
    effects: [...effects],
  };
  const events = replay.acceptance?.events;
  if (!events) return observed;
  const accepts = events.filter(({ event }) => snapshot.can(event)).map(({ label }) => label);
  return { ...observed, accepts: sorted(accepts) };
}

function withAccepted<C, E>(replay: Replay<C, E>, expected: Observed<C, E>): Observed<C, E> {
  const { acceptance } = replay;
  if (!acceptance) return expected;
  return { ...expected, accepts: sorted(acceptance.accepts(expected.state, expected.context)) };
}

/**
 * Starts the machine and yields it as started, then after every step of the path. The next step
 * is sent only when the test asks for it, so the first step that differs is the one reported. The
 * expected context carries on from the test's model, never from the machine.
 */
export function* replayPath<C, E>(
  path: ModelPath,
  replay: Replay<C, E>,
): Generator<ReplayedStep<C, E>, void, undefined> {
  const { effects } = replay;
  effects.length = 0;
  // A path of a model with starts begins by starting the machine with its input (start-event.ts).
  const [first, ...rest] = path.steps;
  const start = first && startInputOf([first.event]) !== undefined ? first : null;
  const input = start ? startInputOf([start.event]) : replay.input;
  const actor: AnyActorRef = createActor(replay.machine, { input }).start();
  let context = replay.start.context;
  const taken = (step: ModelStep, from: string, snapshot: AnyMachineSnapshot) => {
    const next = replay.expectStep(step, context, from);
    context = next.context;
    const expected = { state: next.state ?? from, context, effects: next.effects };
    return {
      label: step.label,
      from,
      snapshot,
      actual: observe(snapshot, effects, replay),
      expected: withAccepted(replay, expected),
    };
  };
  try {
    let snapshot = actor.getSnapshot();
    if (start) {
      // A chart started with input has XState start its first calls before it runs the actions
      // of the same step, so that step's effects are compared in an order of their own.
      const step = taken(start, replay.start.state, snapshot);
      yield {
        ...step,
        actual: { ...step.actual, effects: inOneOrder(step.actual.effects) },
        expected: { ...step.expected, effects: inOneOrder(step.expected.effects) },
      };
    } else {
      yield {
        label: 'start',
        from: '',
        snapshot,
        actual: observe(snapshot, effects, replay),
        expected: withAccepted(replay, { effects: [], ...replay.start }),
      };
    }
    for (const step of start ? rest : path.steps) {
      const from = stateName(snapshot.value);
      effects.length = 0;
      actor.send(step.event);
      snapshot = actor.getSnapshot();
      yield taken(step, from, snapshot);
    }
  } finally {
    actor.stop();
  }
}

function inOneOrder<E>(effects: E[]): E[] {
  return effects
    .map((effect) => [JSON.stringify(effect), effect] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, effect]) => effect);
}

/** The event sequences of the paths, as transition coverage replays them. */
export function eventSequences(paths: readonly ModelPath[]): AnyEventObject[][] {
  return paths.map((path) => path.steps.map((step) => step.event));
}

/**
 * The labels the paths take and the states they pass through, each sorted. Paths are generated
 * from the machine, so a transition it lost takes no step and fails nothing step by step; the test
 * compares these with its own lists instead.
 */
export function pathReach(paths: readonly ModelPath[]): { labels: string[]; states: string[] } {
  const steps = paths.flatMap((path) => path.steps);
  return {
    labels: sorted(steps.map((step) => step.label)),
    states: sorted(steps.map((step) => step.state)),
  };
}
