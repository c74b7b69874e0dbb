// A stand-in for the session: it runs a flow's chart as its child 'flow', registered under the
// system id the charts address (src/chart-shared/session-events.ts), and records every event the
// chart tells it.
import {
  type AnyActorLogic,
  type AnyActorRef,
  type AnyEventObject,
  createActor,
  createMachine,
} from 'xstate';
import { SESSION_SYSTEM_ID } from '../../src/chart-shared/session-events';

export function runUnderSession(chart: AnyActorLogic, input?: unknown) {
  const received: AnyEventObject[] = [];
  const machine = createMachine({
    invoke: { id: 'flow', src: chart, input },
    on: { 'session.*': { actions: ({ event }) => received.push(event) } },
  });
  const session = createActor(machine, { systemId: SESSION_SYSTEM_ID }).start();
  return { session, flow: session.getSnapshot().children.flow as AnyActorRef, received };
}
