import { useFlowActor } from '../../app/use-flow-actor';
import type { FlowActor } from '../../chart-shared/flow-charts';

export type WalletFlowActor = FlowActor<'wallet'>;

/** The wallet chart the session runs for the address, once it has started it. */
export function useWalletFlow(): WalletFlowActor | undefined {
  return useFlowActor('wallet');
}
