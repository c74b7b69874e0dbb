import { useSelector } from '@xstate/react';
import { type FlowActor, isFlowActor } from '../chart-shared/flow-charts';
import type { FlowName } from '../chart-shared/flow-request';
import { useAuthActor } from './auth-actor-context';

/**
 * The flow chart the session runs for the address (context.flow) when it is the screen's
 * own, undefined otherwise. A flow can hand over to another before the address follows (a claimed
 * ticket opens its wallet), and the screen still shown must not read the next flow's chart.
 */
export function useFlowActor<Name extends FlowName>(name: Name): FlowActor<Name> | undefined {
  return useSelector(useAuthActor(), (snapshot) => {
    const child = snapshot.context.flow;
    const shown = snapshot.context.flowRequest?.name === name;
    return shown && child && isFlowActor(name, child) ? child : undefined;
  });
}
