// The shared replay loop and the broken copies on a two-state counter: the replay carries the
// test's context forward (never the machine's), and each kind of broken copy is refused.
import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import type { ModelPath } from './model-paths';
import { emptied, mutant, refusedPaths, withHandler, withoutState } from './mutant';
import { pathReach, type Replay, recordedCall, replayPath } from './replay-path';

type Effect = { kind: 'call'; name: string; input: unknown };

const counter = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'add' } | { type: 'stop' } },
  actions: { add: assign(({ context }) => ({ count: context.count + 1 })) },
}).createMachine({
  context: { count: 0 },
  initial: 'counting',
  states: {
    counting: { on: { add: { actions: 'add' }, stop: 'stopped' } },
    stopped: {},
  },
});

const step = (label: string, state: string) => ({ label, event: { type: label }, state });
const PATH: ModelPath = {
  id: 'p',
  description: 'reaches stopped by add, stop',
  title: '[p] reaches stopped by add, stop',
  steps: [step('add', 'counting'), step('stop', 'stopped')],
};

function replayOf(
  machine: typeof counter,
  effects: Effect[] = [],
): Replay<{ count: number }, Effect> {
  return {
    machine,
    effects,
    start: { state: 'counting', context: { count: 0 } },
    expectStep: ({ label }, was) =>
      label === 'add'
        ? { state: null, context: { count: was.count + 1 }, effects: [] }
        : { state: 'stopped', context: was, effects: [] },
  };
}

function check(machine: typeof counter) {
  return (path: ModelPath) => {
    for (const { label, actual, expected } of replayPath(path, replayOf(machine))) {
      expect(actual, label).toEqual(expected);
    }
  };
}

describe('replayPath', () => {
  it('yields the start and every step, each next to what the test expects', () => {
    const replayed = [...replayPath(PATH, replayOf(counter))];
    expect(replayed.map(({ label, from }) => [label, from])).toEqual([
      ['start', ''],
      ['add', 'counting'],
      ['stop', 'counting'],
    ]);
    for (const { actual, expected } of replayed) expect(actual).toEqual(expected);
  });

  it('records the calls a step makes, and only that step', () => {
    const effects: Effect[] = [];
    const call = recordedCall(effects, 'save');
    const calling = counter.provide({ actions: { add: () => call(1) } });
    const replayed = [...replayPath(PATH, replayOf(calling, effects))];
    expect(replayed.map(({ actual }) => actual.effects)).toEqual([
      [],
      [{ kind: 'call', name: 'save', input: 1 }],
      [],
    ]);
  });

  it('names the labels and states the paths take', () => {
    expect(pathReach([PATH])).toEqual({ labels: ['add', 'stop'], states: ['counting', 'stopped'] });
  });
});

describe('broken copies', () => {
  it('keep the implementations: an unchanged copy passes', () => {
    expect(refusedPaths([PATH], check(mutant(counter, (config) => config)))).toBe(0);
  });

  it('are refused when emptied, without a transition or without a state', () => {
    const noAdd = mutant(counter, (config) => withHandler(config, ['counting'], 'add', undefined));
    const noStop = mutant(counter, (config) =>
      withHandler(withoutState(config, ['stopped']), ['counting'], 'stop', undefined),
    );
    for (const broken of [emptied(counter), noAdd, noStop]) {
      expect(refusedPaths([PATH], check(broken))).toBe(1);
    }
  });
});
