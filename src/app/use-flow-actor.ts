import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { WalletPageMachine } from '../../machines/wallet/wallet-page-machine';
import { useAuthActor } from './auth-actor-context';

/**
 * The flow chart the session runs for the address (its child 'flow'), undefined while it has
 * none. The route asked for it before the screen renders, so it is the screen's own chart.
 */
export function useFlowActor(): AnyActorRef | undefined {
  return useSelector(useAuthActor(), (snapshot) => snapshot.children.flow);
}

export type WalletPageActor = ActorRefFrom<WalletPageMachine>;

/** The top-up or refund page chart the session runs for the address, once started. */
export function useWalletPageActor(): WalletPageActor | undefined {
  return useFlowActor() as WalletPageActor | undefined;
}
