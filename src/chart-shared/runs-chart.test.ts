import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { runsChart } from './runs-chart';

const form = createMachine({ id: 'form' });

describe('runsChart', () => {
  it('accepts a child running the chart, provided or not, and no other', () => {
    expect(runsChart(form, createActor(form))).toBe(true);
    expect(runsChart(form, createActor(form.provide({})))).toBe(true);
    expect(runsChart(form, createActor(createMachine({ id: 'other' })))).toBe(false);
    expect(runsChart(form, createActor(fromPromise(async () => 1)))).toBe(false);
  });
});
