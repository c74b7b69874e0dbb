// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { FLOW_CHART_IDS, isFlowActor } from '../chart-shared/flow-charts';
import type { FlowName } from '../chart-shared/flow-request';
import { createFlow } from './flow-charts';
import type { FlowParts } from './flow-parts';

// The charts only keep their parts for later effects; none runs here.
const PARTS = {} as FlowParts;
const NAMES = Object.keys(FLOW_CHART_IDS) as FlowName[];

describe('the flow registry', () => {
  it.each(NAMES)('knows the %s chart by the machine id it runs under', (name) => {
    expect(createFlow(name, PARTS).id).toBe(FLOW_CHART_IDS[name]);
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
