// Each flow of the session as a chart with the app's effects.
import type { FlowCharts } from '../chart-shared/flow-charts';
import type { FlowName } from '../chart-shared/flow-request';
import { createDonationFlow } from '../features/donation/donation-flow';
import { createProfileFlow } from '../features/profile/profile-flow';
import { createRefundFlow } from '../features/refund/refund-flow';
import { createRegistrationFlow } from '../features/registration/registration-flow';
import { createTopUpFlow } from '../features/top-up/top-up-flow';
import { createLostBandFlow } from '../features/wallet/lost-band-flow';
import { createTransactionDetailFlow } from '../features/wallet/transaction-detail-flow';
import { createWalletFlow } from '../features/wallet/wallet-flow';
import type { FlowParts } from './flow-parts';

const FLOWS: { [Name in FlowName]: (parts: FlowParts) => FlowCharts[Name] } = {
  registration: ({ api }) => createRegistrationFlow(api),
  wallet: createWalletFlow,
  topUp: createTopUpFlow,
  refund: createRefundFlow,
  donation: createDonationFlow,
  profile: createProfileFlow,
  transaction: createTransactionDetailFlow,
  bandMove: createLostBandFlow,
};

export function createFlow<Name extends FlowName>(name: Name, parts: FlowParts): FlowCharts[Name] {
  return FLOWS[name](parts);
}
