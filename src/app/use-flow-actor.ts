import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { useAuthActor } from '../auth/auth-actor-context';

/** A flow's chart: the session's child actor of that id, undefined while the session has none. */
export function useFlowActor(id: string): AnyActorRef | undefined {
  return useSelector(useAuthActor(), (snapshot) => snapshot.children[id]);
}
