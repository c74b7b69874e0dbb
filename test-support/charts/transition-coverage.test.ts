import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { declaredTransitions, takenTransitions, uncoveredTransitions } from './transition-coverage';

const door = setup({
  types: {
    context: {} as { locked: boolean },
    events: {} as { type: 'door.open' | 'door.close' | 'door.lock' },
  },
  guards: { isLocked: ({ context }) => context.locked },
}).createMachine({
  id: 'door',
  context: { locked: false },
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
});

describe('transition coverage', () => {
  it('lists every declared transition, guarded candidates apart', () => {
    expect(declaredTransitions(door)).toEqual([
      '#door.checking --(always)--> #door.closed',
      '#door.closed --door.lock--> #door.checking',
      '#door.closed --door.open--> #door.opened',
      '#door.closed --door.open[isLocked]--> #door.closed',
      '#door.opened --door.close--> #door.closed',
    ]);
  });

  it('reports what a walk left uncovered', () => {
    const taken = takenTransitions(door, [[{ type: 'door.open' }, { type: 'door.close' }]]);
    expect(uncoveredTransitions(door, taken)).toEqual([
      '#door.checking --(always)--> #door.closed',
      '#door.closed --door.lock--> #door.checking',
      '#door.closed --door.open[isLocked]--> #door.closed',
    ]);
  });

  it('counts eventless transitions taken on the way', () => {
    const taken = takenTransitions(door, [[{ type: 'door.lock' }]]);
    expect(taken.has('#door.checking --(always)--> #door.closed')).toBe(true);
  });
});
