// A stand-in for a flow's chart in the session's tests. The session starts whatever chart its
// loader answers; these stand-ins only record what they are handed and told, so they are not one
// of the registry's charts (FlowLogic) and are typed as one here, in this one place.
import type { AnyActorLogic } from 'xstate';
import type { FlowLogic } from '../../src/chart-shared/flow-charts';

export function asFlowChart(standIn: AnyActorLogic): FlowLogic {
  return standIn as unknown as FlowLogic;
}
