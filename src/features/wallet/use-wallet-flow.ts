import type { ActorRefFrom } from 'xstate';
import { useFlowActor } from '../../app/use-flow-actor';
import type { WalletMachine } from './chart/wallet-machine';

export type WalletFlowActor = ActorRefFrom<WalletMachine>;

/** The wallet chart the session runs for the address, once it has started it. */
export function useWalletFlow(): WalletFlowActor | undefined {
  return useFlowActor('wallet') as WalletFlowActor | undefined;
}
