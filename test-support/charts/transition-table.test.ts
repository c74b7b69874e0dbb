import { describe, expect, it } from 'vitest';
import { createMachine, setup } from 'xstate';
import { readMinimums, renderTransitionTable, tableDifferences } from './transition-table';

const doorConfig = {
  id: 'door',
  initial: 'closed',
  states: {
    closed: {
      on: {
        'door.open': [{ guard: 'isLocked', target: 'closed' }, { target: 'opened' }],
        'door.lock': { target: 'checking' },
      },
    },
    checking: { always: { target: 'closed' } },
    opened: { on: { 'door.close': { target: 'closed' } } },
  },
} as const;

const door = setup({ guards: { isLocked: () => false } }).createMachine(doorConfig);
const table = renderTransitionTable('door', door, { states: 4, paths: 3 });

describe('transition table', () => {
  it('lists each transition with its guard, guarded candidates in their order', () => {
    expect(table).toContain(
      [
        '| Source | Event | Order | Guard | Target |',
        '| --- | --- | --- | --- | --- |',
        '| door.checking | (always) | | - | door.closed |',
        '| door.closed | door.lock | | - | door.checking |',
        '| door.closed | door.open | 1 of 2 | isLocked | door.closed |',
        '| door.closed | door.open | 2 of 2 | - | door.opened |',
        '| door.opened | door.close | | - | door.closed |',
      ].join('\n'),
    );
    expect(readMinimums(table)).toEqual({ states: 4, paths: 3 });
  });

  it('agrees with the machine it was written from', () => {
    expect(tableDifferences(table, door, 3)).toEqual([]);
  });

  it('refuses an empty machine', () => {
    expect(tableDifferences(table, createMachine({}), 0)).toEqual([
      'missing    | door.checking | (always) | | - | door.closed |',
      'missing    | door.closed | door.lock | | - | door.checking |',
      'missing    | door.closed | door.open | 1 of 2 | isLocked | door.closed |',
      'missing    | door.closed | door.open | 2 of 2 | - | door.opened |',
      'missing    | door.opened | door.close | | - | door.closed |',
      '1 states, at least 4',
      '0 paths, at least 3',
    ]);
  });

  it('refuses a removed transition and a retargeted one', () => {
    const changed = createMachine({
      ...doorConfig,
      states: {
        ...doorConfig.states,
        closed: { on: { 'door.open': doorConfig.states.closed.on['door.open'] } },
        opened: { on: { 'door.close': { target: 'opened' } } },
      },
    });
    expect(tableDifferences(table, changed, 3)).toEqual([
      'missing    | door.closed | door.lock | | - | door.checking |',
      'missing    | door.opened | door.close | | - | door.closed |',
      'unexpected | door.opened | door.close | | - | door.opened |',
    ]);
  });

  it('refuses a table without its minimums', () => {
    expect(tableDifferences(table.replace(/^At least.*$/m, ''), door, 3)).toHaveLength(1);
  });
});
