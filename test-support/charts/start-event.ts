// How a path of a model with starts (model-paths.ts) begins: the machine started with an input,
// written as XState's own first event so that a path stays a list of events.
import type { AnyEventObject } from 'xstate';

/** A path's first step when the model has starts: the machine started with this input. */
export function startEvent(input: unknown): AnyEventObject {
  return { type: 'xstate.init', input };
}

/** The input of a start event leading a sequence of events, undefined when none leads it. */
export function startInputOf(events: readonly AnyEventObject[]): unknown {
  const [first] = events;
  return first?.type === 'xstate.init' ? first.input : undefined;
}
