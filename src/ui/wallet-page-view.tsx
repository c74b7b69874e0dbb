import { Center } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom, AnyStateMachine } from 'xstate';
import type { FlowActor } from '../chart-shared/flow-charts';
import { runsChart } from '../chart-shared/runs-chart';
import type { FetchedWallet } from '../features/wallet/chart/wallet-fetched';
import { ActorChartState } from './chart-state';
import { LoadingStatus } from './loading-status';
import { OfflineRetry } from './offline-retry';

/** The top-up, refund or donation page chart the session runs for the address. */
export type WalletPageActor = FlowActor<'topUp'> | FlowActor<'refund'> | FlowActor<'donation'>;

/**
 * A wallet page chart's screen (the top-up and refund pages): the offline warning while the
 * wallet could not be fetched, a loader until it is, then the form chart's own view.
 */
export function WalletPageView<Form extends AnyStateMachine>({
  chart,
  pageChart,
  page,
  formChart,
  children,
}: {
  /** The form chart's name, under which the page shows its state (chart-state.tsx). */
  chart: string;
  /** The page chart's name, under which the page shows the page chart's own state. */
  pageChart: string;
  page: WalletPageActor;
  /** The chart the page runs as its form: its child is handed over only if it runs this one. */
  formChart: Form;
  children: (form: ActorRefFrom<Form>, fetched: FetchedWallet) => ReactNode;
}) {
  const offline = useSelector(page, (snapshot) => snapshot.matches({ fetching: 'offline' }));
  const form = useSelector(page, (snapshot) => {
    const child = snapshot.children.form;
    return child && runsChart(formChart, child) ? child : undefined;
  });
  const fetched = useSelector(page, (snapshot) => snapshot.context.fetched);
  const pageState = <ActorChartState chart={pageChart} actor={page} />;
  if (offline) {
    return (
      <>
        {pageState}
        <OfflineRetry
          onRetry={() => page.send({ type: 'walletPage.retry' })}
          registration={page.getSnapshot().context.input.registration ?? undefined}
        />
      </>
    );
  }
  if (!form || !fetched) {
    return (
      <>
        {pageState}
        <Center py="xl">
          <LoadingStatus label="Loading wallet" />
        </Center>
      </>
    );
  }
  return (
    <>
      {pageState}
      <ActorChartState chart={chart} actor={form} />
      {children(form, fetched)}
    </>
  );
}
