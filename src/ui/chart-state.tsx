// A chart's current state on the page, for the browser walks of its model paths
// (e2e/*-model.spec.ts): before each of the customer's actions they check that the page is in
// the state the model says. Hidden, so neither a reader nor the layout meets it.
export function ChartState({ chart, state }: { chart: string; state: string }) {
  return <span hidden data-chart={chart} data-state={state} />;
}
