// Each flow of the session as a chart with the app's effects.
import type { AnyActorLogic } from 'xstate';
import type { FlowName } from '../chart-shared/flow-request';
import { createProfileFlow } from '../features/profile/profile-flow';
import { createRefundFlow } from '../features/refund/refund-flow';
import { createRegistrationFlow } from '../features/registration/registration-flow';
import { createTopUpFlow } from '../features/top-up/top-up-flow';
import { createWalletFlow } from '../features/wallet/wallet-flow';
import type { FlowParts } from './flow-parts';

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
