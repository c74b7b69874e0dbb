import type { ActorRefFrom } from 'xstate';
import type { RegistrationMachine } from '../../machines/registration/registration-machine';
import { useFlowActor } from '../app/use-flow-actor';

export type RegistrationActor = ActorRefFrom<RegistrationMachine>;

/** The registration chart the session runs for the address, once it has started it. */
export function useRegistrationActor(): RegistrationActor | undefined {
  return useFlowActor('registration') as RegistrationActor | undefined;
}
