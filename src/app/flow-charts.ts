// Each flow of the session as a chart with the app's effects.
import type { AnyActorLogic } from 'xstate';
import type { FlowName } from '../../machines/shared/flow-request';
import { createRegistrationFlow } from '../registration/registration-flow';
import type { FlowParts } from './flow-parts';
import { createProfileFlow } from './profile-flow';
import { createRefundFlow } from './refund-flow';
import { createTopUpFlow } from './top-up-flow';
import { createWalletFlow } from './wallet-flow';

const FLOWS: Record<FlowName, (parts: FlowParts) => AnyActorLogic> = {
  registration: ({ api }) => createRegistrationFlow(api),
  wallet: createWalletFlow,
  topUp: createTopUpFlow,
  refund: createRefundFlow,
  profile: createProfileFlow,
};

export function createFlow(name: FlowName, parts: FlowParts): AnyActorLogic {
  return FLOWS[name](parts);
}
