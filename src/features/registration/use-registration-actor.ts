import type { ActorRefFrom } from 'xstate';
import { useFlowActor } from '../../app/use-flow-actor';
import type { RegistrationMachine } from './chart/registration-machine';

export type RegistrationActor = ActorRefFrom<RegistrationMachine>;

/** The registration chart the session runs for the address, once it has started it. */
export function useRegistrationActor(): RegistrationActor | undefined {
  return useFlowActor('registration') as RegistrationActor | undefined;
}
