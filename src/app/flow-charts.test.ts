// @vitest-environment jsdom
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createActor, createMachine, type InputFrom } from 'xstate';
import { FLOW_CHART_IDS, type FlowCharts, isFlowActor } from '../chart-shared/flow-charts';
import type { FlowInput, FlowName, FlowRequest } from '../chart-shared/flow-request';
import { createFlow } from './flow-charts';
import type { FlowParts } from './flow-parts';

// The charts only keep their parts for later effects; none runs here.
const PARTS = {} as FlowParts;
const NAMES = Object.keys(FLOW_CHART_IDS) as FlowName[];

describe('the flow registry', () => {
  it.each(NAMES)('knows the %s chart by the machine id it runs under', (name) => {
    expect(createFlow(name, PARTS).id).toBe(FLOW_CHART_IDS[name]);
  });

  // The session spawns whichever chart loaded with one input (flowInputOf), which TypeScript can
  // only hold to the union of the charts' inputs; this holds each chart to its own flow's.
  it("starts each chart with what the session hands that chart's flow (checked by tsc)", () => {
    type Start<Name extends FlowName> = FlowInput<Extract<FlowRequest, { name: Name }>>;
    expectTypeOf<Start<'registration'>>().toExtend<InputFrom<FlowCharts['registration']>>();
    expectTypeOf<Start<'wallet'>>().toExtend<InputFrom<FlowCharts['wallet']>>();
    expectTypeOf<Start<'topUp'>>().toExtend<InputFrom<FlowCharts['topUp']>>();
    expectTypeOf<Start<'refund'>>().toExtend<InputFrom<FlowCharts['refund']>>();
    expectTypeOf<Start<'donation'>>().toExtend<InputFrom<FlowCharts['donation']>>();
    expectTypeOf<Start<'profile'>>().toExtend<InputFrom<FlowCharts['profile']>>();
    expectTypeOf<Start<'transaction'>>().toExtend<InputFrom<FlowCharts['transaction']>>();
    expectTypeOf<Start<'bandMove'>>().toExtend<InputFrom<FlowCharts['bandMove']>>();
  });

  it("gives a screen the session's flow child only when it runs that screen's chart", () => {
    const wallet = createActor(createFlow('wallet', PARTS), {
      input: { registration: null, registrations: [], paymentReturn: null },
    });
    expect(isFlowActor('wallet', wallet)).toBe(true);
    for (const other of NAMES.filter((name) => name !== 'wallet')) {
      expect(isFlowActor(other, wallet)).toBe(false);
    }
    expect(isFlowActor('wallet', createActor(createMachine({ id: 'stranger' })))).toBe(false);
  });
});
