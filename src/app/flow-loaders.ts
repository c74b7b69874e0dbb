// The session's flows, each with the app's effects. Every chart loads on first use, so the login
// page (which carries the session) does not carry them.
import type { AnyActorLogic } from 'xstate';
import type { FlowName } from '../../machines/shared/flow-request';
import type { FlowParts } from './flow-parts';

const LOADERS: Record<FlowName, (parts: FlowParts) => Promise<AnyActorLogic>> = {
  registration: ({ api }) =>
    import('../registration/registration-flow').then((module) =>
      module.createRegistrationFlow(api),
    ),
  wallet: (parts) => import('./wallet-flow').then((module) => module.createWalletFlow(parts)),
  topUp: (parts) => import('./top-up-flow').then((module) => module.createTopUpFlow(parts)),
};

export function loadFlow(name: FlowName, parts: FlowParts): Promise<AnyActorLogic> {
  return LOADERS[name](parts);
}
