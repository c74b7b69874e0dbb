// The session's flows by name: the chart each runs, as a type (the code loads on first use,
// src/app/flow-charts.ts), and the machine id it runs under, by which the session's one flow
// child is known for the chart it is. Screens get their flow's actor typed from here.
import type { ActorRefFrom, ActorRefFromLogic, AnyActorRef } from 'xstate';
import type { DonationPageMachine } from '../features/donation/chart/donation-page-machine';
import type { ProfileMachine } from '../features/profile/chart/profile-machine';
import type { RefundPageMachine } from '../features/refund/chart/refund-page-machine';
import type { RegistrationMachine } from '../features/registration/chart/registration-machine';
import type { TopUpPageMachine } from '../features/top-up/chart/top-up-page-machine';
import type { LostBandMachine } from '../features/wallet/chart/lost-band-machine';
import type { TransactionDetailMachine } from '../features/wallet/chart/transaction-detail-machine';
import type { WalletMachine } from '../features/wallet/chart/wallet-machine';
import type { FlowName } from './flow-request';

export interface FlowCharts {
  registration: RegistrationMachine;
  wallet: WalletMachine;
  topUp: TopUpPageMachine;
  refund: RefundPageMachine;
  donation: DonationPageMachine;
  profile: ProfileMachine;
  transaction: TransactionDetailMachine;
  bandMove: LostBandMachine;
}

/** Any flow's chart, as the session loads and starts it. */
export type FlowLogic = FlowCharts[FlowName];

export type FlowActor<Name extends FlowName> = ActorRefFrom<FlowCharts[Name]>;

/** The session's running flow chart, whichever it is: `isFlowActor` tells which. */
export type FlowRef = ActorRefFromLogic<FlowLogic>;

/** The machine id of each flow's chart (src/app/flow-charts.test.ts holds them to the charts). */
export const FLOW_CHART_IDS = {
  registration: 'registration',
  wallet: 'wallet',
  topUp: 'topUpPage',
  refund: 'refundPage',
  donation: 'donationPage',
  profile: 'profile',
  transaction: 'transactionDetail',
  bandMove: 'lostBand',
} as const satisfies Record<FlowName, string>;

/** Whether the session's flow child runs the named flow's chart: checked, not assumed. */
export function isFlowActor<Name extends FlowName>(
  name: Name,
  child: AnyActorRef,
): child is FlowActor<Name> {
  return child.getSnapshot().machine?.id === FLOW_CHART_IDS[name];
}
