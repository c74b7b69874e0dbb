// Generated test paths over a statechart, shared by the unit tests, scripts/qa.ts and
// browser walks. Nothing here is specific to the auth flow.
//
// xstate/graph's createTestModel refuses machines that invoke actors ("Invocations on test
// machines are not supported"), yet our machines invoke their effects. The TestModel it builds is
// public API, so this builds the same model with the same serialisation: a state is told apart by
// its value, its context and the transition that reached it, which makes the shortest paths take
// every transition the listed events can trigger. Invoked actors never run during traversal; their
// outcomes are ordinary events (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`) in the list.
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { TestModel } from 'xstate/graph';
import { stateName } from '../../src/chart-shared/state-name';

export { stateName };

import { pathId } from './path-id';
import { startEvent } from './start-event';

export { startEvent };

import { transitionKey } from './transition-coverage';

/** One event the model may send, with the short name paths are described by. */
export interface LabelledEvent {
  label: string;
  event: AnyEventObject;
}

export interface ModelStep {
  label: string;
  event: AnyEventObject;
  /** The state after the event, e.g. 'signIn.authenticating'. */
  state: string;
}

export interface ModelPath {
  /** Short and stable: a hash of the transitions the path takes and the events that take them. */
  id: string;
  /** Unique, and usable verbatim as a `vitest -t` pattern. */
  description: string;
  /** `[id] description`: the test name, selected alone by `-t "\[id\]"` (see pathPattern). */
  title: string;
  steps: ModelStep[];
}

export interface MachineModel {
  machine: AnyStateMachine;
  events: readonly LabelledEvent[];
  /** What the machine is started with, for a machine that takes `input`. */
  input?: unknown;
  /**
   * The ways the machine is started, for a chart whose input decides where it opens: each path
   * then begins with one of them as its first step (a `startEvent`), named by its label like an
   * event, and the machine is started with that input. `input` is unused then.
   */
  starts?: readonly LabelledEvent[];
  /**
   * Whether the model sends this event in this state, beyond the machine accepting it: the app
   * sends some events only in some states (a router's first address, a page's own buttons).
   */
  offers?: (snapshot: AnyMachineSnapshot, event: LabelledEvent) => boolean;
}

// vitest -t reads its argument as a regular expression; '.' may stay since it matches itself.
const REGEX_SPECIALS = /[\\^$*+?()[\]{}|]/;

// A state is its value and context, as xstate/graph serialises it, except that a child actor kept
// in context (the session's flow chart) counts as one whatever its generated id: two paths that
// spawned it a different number of times reach the same state.
function serializeState({ value, context }: AnyMachineSnapshot): string {
  return JSON.stringify(
    { value, context: Object.keys(context ?? {}).length ? context : undefined },
    (_, held: unknown) =>
      held && typeof held === 'object' && 'xstate$$type' in held ? 'child actor' : held,
  );
}

function serializeEvent(event: AnyEventObject): string {
  return JSON.stringify(event);
}

function checkLabels(events: readonly LabelledEvent[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const { label, event } of events) {
    if (REGEX_SPECIALS.test(label)) throw new Error(`Event label "${label}" has regex characters`);
    // A label that starts another one would let a `-t` pattern pick more than one path.
    const clash = [...labels.values()].find(
      (other) => other === label || other.startsWith(`${label} `) || label.startsWith(`${other} `),
    );
    if (clash) throw new Error(`Event labels "${label}" and "${clash}" overlap`);
    labels.set(serializeEvent(event), label);
  }
  return labels;
}

function createMachineTestModel({ machine, events, input, offers }: MachineModel) {
  return new TestModel(machine, {
    input,
    events: (snapshot: AnyMachineSnapshot) =>
      events
        .filter(
          (labelled) => snapshot.can(labelled.event) && (offers?.(snapshot, labelled) ?? true),
        )
        .map(({ event }) => event),
    serializeState: (snapshot, event, previous) => {
      const moved = event && previous && stateName(previous.value) !== stateName(snapshot.value);
      const via = moved ? ` via ${serializeEvent(event)} from ${stateName(previous.value)}` : '';
      return `${serializeState(snapshot)}${via}`;
    },
    stateMatcher: (snapshot, key) => snapshot.matches(key),
  });
}

/**
 * The descriptions that would not select their own test with `vitest -t`: one shared by two paths,
 * or one holding a pattern character.
 */
export function unselectablePathNames(paths: readonly { description: string }[]): string[] {
  const seen = new Set<string>();
  const unselectable: string[] = [];
  for (const { description } of paths) {
    if (seen.has(description) || /[\\^$*+?()[\]{}|]/.test(description))
      unselectable.push(description);
    seen.add(description);
  }
  return unselectable;
}

/** The `-t`/`-g` pattern that selects the one test titled with this path id. */
export function pathPattern(id: string): string {
  return `\\[${id}\\]`;
}

// A step is keyed by the transitions its event enables from the state before it and by the event
// itself (two amounts typed into the same field take the same transition). Neither depends on the
// order of the model's event list, so reordering events leaves every surviving path's id as it was.
function stepKey(machine: AnyStateMachine, before: AnyMachineSnapshot, event: AnyEventObject) {
  const keys = machine.getTransitionData(before, event).map(transitionKey);
  return `${keys.join(' + ')} on ${serializeEvent(event)}`;
}

function checkUnique(paths: ModelPath[], field: 'id' | 'description'): void {
  const seen = new Set<string>();
  for (const path of paths) {
    if (seen.has(path[field])) throw new Error(`Two paths have the ${field} "${path[field]}"`);
    seen.add(path[field]);
  }
}

function modelPath(keys: string[], steps: ModelStep[]): ModelPath {
  const final = steps.at(-1)?.state ?? '';
  const description = `reaches ${final} by ${steps.map((s) => s.label).join(', ')}`;
  const id = pathId(keys);
  return { id, description, title: `[${id}] ${description}`, steps };
}

const isPrefixOf = (shorter: ModelPath, longer: ModelPath) =>
  shorter.steps.length < longer.steps.length &&
  shorter.steps.every((step, index) => longer.steps[index]?.event === step.event);

/** The shortest path to every state the listed events reach, each named by its event labels. */
export function modelPaths(model: MachineModel): ModelPath[] {
  const labels = checkLabels([...(model.starts ?? []), ...model.events]);
  const starts = model.starts ?? [{ label: '', event: startEvent(model.input) }];
  // One search from each start, read as one search from before the start: every state reached
  // keeps the shortest way to it (the first start's on a tie), and a way that only leads on to
  // states reached more shortly from elsewhere is kept as far as it goes, then cut there.
  const shortest = new Map<string, ModelPath>();
  for (const start of starts) {
    const found = createMachineTestModel({ ...model, input: start.event.input }).getShortestPaths({
      input: start.event.input,
    });
    for (const path of found) {
      const keys: string[] = [];
      const steps: ModelStep[] = [];
      let before: AnyMachineSnapshot | undefined;
      for (const step of path.steps) {
        let reached = serializeState(step.state);
        if (step.event.type === 'xstate.init') {
          // A model with starts names the start as the path's first step.
          if (model.starts) {
            keys.push(`start on ${serializeEvent(start.event)}`);
            steps.push({ ...start, state: stateName(step.state.value) });
          }
        } else {
          const label = labels.get(serializeEvent(step.event));
          if (!label || !before)
            throw new Error(`No label for event ${serializeEvent(step.event)}`);
          keys.push(stepKey(model.machine, before, step.event));
          steps.push({ label, event: step.event, state: stateName(step.state.value) });
          reached += ` via ${serializeEvent(step.event)} from ${stateName(before.value)}`;
        }
        before = step.state;
        const kept = shortest.get(reached);
        if (steps.length > 0 && (!kept || kept.steps.length > steps.length)) {
          shortest.set(reached, modelPath([...keys], [...steps]));
        }
      }
    }
  }
  const kept = [...shortest.values()];
  const paths = kept.filter((path) => !kept.some((other) => isPrefixOf(path, other)));
  checkUnique(paths, 'description');
  checkUnique(paths, 'id');
  return paths;
}
