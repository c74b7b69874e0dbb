import { useFlowActor } from '../../app/use-flow-actor';
import type { FlowActor } from '../../chart-shared/flow-charts';

export type RegistrationActor = FlowActor<'registration'>;

/** The registration chart the session runs for the address, once it has started it. */
export function useRegistrationActor(): RegistrationActor | undefined {
  return useFlowActor('registration');
}
