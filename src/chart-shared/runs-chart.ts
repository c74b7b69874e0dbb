import type { ActorRefFrom, AnyActorRef, AnyStateMachine } from 'xstate';

/**
 * Whether a child runs the given chart, told by its machine id: a parent that types its child
 * loosely (a chart shared by pages with different forms) hands it on checked, not cast.
 */
export function runsChart<Chart extends AnyStateMachine>(
  chart: Chart,
  child: AnyActorRef,
): child is ActorRefFrom<Chart> {
  return child.getSnapshot().machine?.id === chart.id;
}
