import { describe, expect, it } from 'vitest';
import { registrationModels } from '../../src/features/registration/chart/registration-model';
import { topUpMachine } from '../../src/features/top-up/chart/top-up-machine';
import { topUpModel } from '../../src/features/top-up/chart/top-up-model';
import { coverOf, greedyCover, missedTransitions } from './greedy-cover';
import { type ModelPath, modelPaths } from './model-paths';
import { declaredTransitions } from './transition-coverage';

const path = (id: string, length: number): ModelPath => ({
  id,
  description: id,
  title: `[${id}] ${id}`,
  steps: Array.from({ length }, () => ({ label: 'x', event: { type: 'x' }, state: 'x' })),
});

describe('greedy cover', () => {
  it('takes the path adding most first, the shorter on a tie, and stops when all are taken', () => {
    const taken = new Map([
      ['a', new Set(['t1', 't2'])],
      ['b', new Set(['t1', 't2', 't3'])],
      ['c', new Set(['t4'])],
      ['d', new Set(['t4'])],
      ['e', new Set(['t1'])],
    ]);
    const cover = greedyCover(
      ['t1', 't2', 't3', 't4', 't5'],
      [path('a', 1), path('b', 3), path('c', 2), path('d', 1), path('e', 1)],
      taken,
    );
    expect(cover.paths.map((p) => p.id)).toEqual(['b', 'd']);
    expect(cover.uncovered).toEqual(['t5']);
  });

  it('covers every transition of a real machine with a few of its paths', () => {
    const paths = modelPaths(topUpModel);
    const cover = coverOf(topUpModel.machine, paths);
    expect(cover.uncovered).toEqual([]);
    expect(cover.paths.length).toBeLessThan(paths.length);
    expect(missedTransitions(topUpModel.machine, cover.paths)).toEqual([]);
  });

  it('replays a machine that takes input with that input, as its model does', () => {
    const { machine, input } = registrationModels.ticket;
    const paths = modelPaths(registrationModels.ticket);
    const cover = coverOf(machine, paths, input);
    expect(cover.paths.length).toBeGreaterThan(0);
    expect(missedTransitions(machine, cover.paths, input)).toEqual(cover.uncovered);
  });

  it('names what a walked set misses', () => {
    expect(missedTransitions(topUpMachine, [])).toEqual(declaredTransitions(topUpMachine));
  });
});
