// Proves that generated model paths exercise every transition a machine declares. Coverage is
// read from the machine itself (its state nodes) and from what a real actor reports while the
// paths are replayed, so a transition added later without a test shows up as uncovered.
import {
  type AnyEventObject,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
} from 'xstate';
import { startInputOf } from './start-event';

function guardName(t: AnyTransitionDefinition): string {
  const guard = t.guard as unknown;
  if (!guard) return '';
  if (typeof guard === 'string') return `[${guard}]`;
  if (typeof guard === 'object' && guard && 'type' in guard) return `[${String(guard.type)}]`;
  return '[inline guard]';
}

export function transitionKey(t: AnyTransitionDefinition): string {
  const targets = t.target?.map((node: AnyStateNode) => `#${node.id}`).join(',') ?? '(self)';
  const event = t.eventType === '' ? '(always)' : String(t.eventType);
  return `#${t.source.id} --${event}${guardName(t)}--> ${targets}`;
}

function collectStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => collectStateNodes(child))];
}

/** Every transition the machine declares, event-driven and eventless, keyed for humans. */
export function declaredTransitions(machine: AnyStateMachine): string[] {
  const keys = new Set<string>();
  for (const node of collectStateNodes(machine.root)) {
    for (const list of node.transitions.values()) for (const t of list) keys.add(transitionKey(t));
    for (const t of node.always ?? []) keys.add(transitionKey(t));
  }
  return [...keys].sort();
}

/**
 * Replays event sequences in real actors and returns the keys of the transitions they took.
 * `provide` lets the caller swap the machine's effects for inert ones, as the model tests do.
 */
export function takenTransitions(
  machine: AnyStateMachine,
  eventSequences: ReadonlyArray<ReadonlyArray<AnyEventObject>>,
  input?: unknown,
): Set<string> {
  const taken = new Set<string>();
  for (const events of eventSequences) {
    const actor = createActor(machine, {
      input: startInputOf(events) ?? input,
      inspect: (inspection) => {
        if (inspection.type !== '@xstate.microstep') return;
        // The root's own steps: its children's are theirs, and the root may already step while
        // it is being created (an eventless transition or a child started on entry).
        if (inspection.actorRef.sessionId !== inspection.rootId) return;
        for (const t of inspection._transitions) taken.add(transitionKey(t));
      },
    });
    actor.start();
    for (const event of events) {
      if (event.type === 'xstate.init') continue;
      actor.send(event);
    }
    actor.stop();
  }
  return taken;
}

export function uncoveredTransitions(machine: AnyStateMachine, taken: Set<string>): string[] {
  return declaredTransitions(machine).filter((key) => !taken.has(key));
}
