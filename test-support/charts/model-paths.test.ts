import { describe, expect, it } from 'vitest';
import { topUpEvents, topUpModel } from '../../src/features/top-up/chart/top-up-model';
import { modelPaths, pathPattern, unselectablePathNames } from './model-paths';

const paths = modelPaths(topUpModel);

describe('path ids', () => {
  it('are short, unique and part of the title', () => {
    for (const path of paths) {
      expect(path.id).toMatch(/^[0-9a-z]{8}$/);
      expect(path.title).toBe(`[${path.id}] ${path.description}`);
    }
    expect(new Set(paths.map((path) => path.id)).size).toBe(paths.length);
  });

  it('each select exactly one test title', () => {
    for (const path of paths) {
      const pattern = new RegExp(pathPattern(path.id));
      expect(paths.filter((other) => pattern.test(other.title))).toEqual([path]);
    }
  });

  it('stay the same when the model lists its events in another order', () => {
    const reordered = modelPaths({ ...topUpModel, events: [...topUpEvents].reverse() });
    const before = new Map(paths.map((path) => [path.description, path.id]));
    const same = reordered.filter((path) => before.has(path.description));
    // Ties between shortest paths fall differently, so some paths change; the ones still
    // generated keep their ids.
    expect(same.length).toBeGreaterThan(10);
    for (const path of same) expect(path.id, path.description).toBe(before.get(path.description));
  });
});

describe('unselectablePathNames', () => {
  it('names a description two paths share, and one with a pattern character', () => {
    const named = (...descriptions: string[]) =>
      descriptions.map((description) => ({ description }));
    expect(unselectablePathNames(named('reaches a by x', 'reaches b by y'))).toEqual([]);
    expect(unselectablePathNames(named('reaches a by x', 'reaches a by x'))).toEqual([
      'reaches a by x',
    ]);
    expect(unselectablePathNames(named('reaches a by amount (15)', 'reaches b by $5'))).toEqual([
      'reaches a by amount (15)',
      'reaches b by $5',
    ]);
  });
});
