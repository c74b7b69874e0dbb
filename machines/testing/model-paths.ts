// Generated test paths over a statechart, shared by the unit tests, scripts/machine-paths.ts and
// browser walks. Nothing here is specific to the auth flow.
//
// xstate/graph's createTestModel refuses machines that invoke actors ("Invocations on test
// machines are not supported"), yet our machines invoke their effects. The TestModel it builds is
// public API, so this builds the same model with the same serialisation: a state is told apart by
// its value, its context and the transition that reached it, which makes the shortest paths take
// every transition the listed events can trigger. Invoked actors never run during traversal; their
// outcomes are ordinary events (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`) in the list.
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, StateValue } from 'xstate';
import { serializeSnapshot, TestModel } from 'xstate/graph';

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
  /** Unique, and usable verbatim as a `vitest -t` pattern. */
  description: string;
  steps: ModelStep[];
}

export interface MachineModel {
  machine: AnyStateMachine;
  events: readonly LabelledEvent[];
}

// vitest -t reads its argument as a regular expression; '.' may stay since it matches itself.
const REGEX_SPECIALS = /[\\^$*+?()[\]{}|]/;

/** 'signIn.idle'; parallel regions joined: 'signedIn.profile.ready & signedIn.customer.fetching'. */
export function stateName(value: StateValue): string {
  const leaves = (node: StateValue, prefix: string): string[] =>
    typeof node === 'string'
      ? [`${prefix}${node}`]
      : Object.entries(node).flatMap(([key, child]) =>
          child === undefined || Object.keys(child).length === 0
            ? [`${prefix}${key}`]
            : leaves(child, `${prefix}${key}.`),
        );
  return leaves(value, '').join(' & ');
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

function createMachineTestModel({ machine, events }: MachineModel) {
  const candidates = events.map(({ event }) => event);
  return new TestModel(machine, {
    events: (snapshot: AnyMachineSnapshot) => candidates.filter((event) => snapshot.can(event)),
    serializeState: (snapshot, event, previous) => {
      const moved = event && previous && stateName(previous.value) !== stateName(snapshot.value);
      const via = moved ? ` via ${serializeEvent(event)} from ${stateName(previous.value)}` : '';
      return `${serializeSnapshot(snapshot)}${via}`;
    },
    stateMatcher: (snapshot, key) => snapshot.matches(key),
  });
}

/** The shortest path to every state the listed events reach, each named by its event labels. */
export function modelPaths(model: MachineModel): ModelPath[] {
  const labels = checkLabels(model.events);
  const paths = createMachineTestModel(model)
    .getShortestPaths()
    .map((path) => {
      const steps = path.steps
        .filter((step) => step.event.type !== 'xstate.init')
        .map((step) => {
          const label = labels.get(serializeEvent(step.event));
          if (!label) throw new Error(`No label for event ${serializeEvent(step.event)}`);
          return { label, event: step.event, state: stateName(step.state.value) };
        });
      const final = stateName(path.state.value);
      return { description: `reaches ${final} by ${steps.map((s) => s.label).join(', ')}`, steps };
    });
  const seen = new Set<string>();
  for (const { description } of paths) {
    if (seen.has(description)) throw new Error(`Two paths are described as "${description}"`);
    seen.add(description);
  }
  return paths;
}
