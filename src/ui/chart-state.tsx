import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { stateName } from '../chart-shared/state-name';

// A chart's current state on the page, for the browser walks of its model paths
// (e2e/*-model.spec.ts): before each of the customer's actions they check that the page is in
// the state the model says. Hidden, so neither a reader nor the layout meets it.
export function ChartState({ chart, state }: { chart: string; state: string }) {
  return <span hidden data-chart={chart} data-state={state} />;
}

/** The state of a running chart's actor, under the chart's name. */
export function ActorChartState({ chart, actor }: { chart: string; actor: AnyActorRef }) {
  const state = useSelector(actor, (snapshot) => stateName(snapshot.value));
  return <ChartState chart={chart} state={state} />;
}
