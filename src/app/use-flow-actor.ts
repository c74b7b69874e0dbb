import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { useAuthActor } from '../auth/auth-actor-context';

/**
 * The flow chart the session runs for the address (its child 'flow'), undefined while it has
 * none. The route asked for it before the screen renders, so it is the screen's own chart.
 */
export function useFlowActor(): AnyActorRef | undefined {
  return useSelector(useAuthActor(), (snapshot) => snapshot.children.flow);
}
