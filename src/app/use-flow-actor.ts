import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { FlowName } from '../chart-shared/flow-request';
import type { WalletPageMachine } from '../features/wallet/chart/wallet-page-machine';
import { useAuthActor } from './auth-actor-context';

/**
 * The flow chart the session runs for the address (its child 'flow') when it is the screen's
 * own, undefined otherwise. A flow can hand over to another before the address follows (a claimed
 * ticket opens its wallet), and the screen still shown must not read the next flow's chart.
 */
export function useFlowActor(name: FlowName): AnyActorRef | undefined {
  return useSelector(useAuthActor(), (snapshot) =>
    snapshot.context.flowRequest?.name === name ? snapshot.children.flow : undefined,
  );
}

export type WalletPageActor = ActorRefFrom<WalletPageMachine>;

/** The top-up or refund page chart the session runs for the address, once started. */
export function useWalletPageActor(name: 'topUp' | 'refund'): WalletPageActor | undefined {
  return useFlowActor(name) as WalletPageActor | undefined;
}
