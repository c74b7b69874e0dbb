import { describe, expect, it } from 'vitest';
import {
  canLodgeRefundPhase,
  canTopUpPhase,
  EVENT_STATES,
  type EventState,
  isArchived,
  isBeforeEvent,
  isEventState,
  isListedPhase,
  isRefundClosed,
  isRefundOpen,
  isRegistrable,
  isRunning,
} from './event-phase';

// One row per predicate: the states for which it holds (DESIGN §3).
const truthTable: [string, (state: EventState) => boolean, EventState[]][] = [
  ['isBeforeEvent', isBeforeEvent, ['PUBLISHED']],
  ['isRunning', isRunning, ['STARTED']],
  ['isRefundOpen', isRefundOpen, ['FINISHED']],
  ['isRefundClosed', isRefundClosed, ['CLOSED', 'ARCHIVED']],
  ['isArchived', isArchived, ['ARCHIVED']],
  ['canTopUpPhase', canTopUpPhase, ['PUBLISHED']],
  ['canLodgeRefundPhase', canLodgeRefundPhase, ['STARTED', 'FINISHED']],
  ['isRegistrable', isRegistrable, ['PUBLISHED', 'STARTED', 'FINISHED', 'CLOSED']],
  ['isListedPhase', isListedPhase, ['DRAFT', 'PUBLISHED', 'STARTED', 'FINISHED', 'CLOSED']],
];

describe.each(truthTable)('%s', (_name, predicate, holds) => {
  it.each(EVENT_STATES.map((state) => [state, holds.includes(state)]))('%s → %s', (state, want) => {
    expect(predicate(state as EventState)).toBe(want);
  });
});

describe('isEventState', () => {
  it('accepts the six server values only', () => {
    for (const state of EVENT_STATES) expect(isEventState(state)).toBe(true);
    expect(isEventState('published')).toBe(false);
    expect(isEventState('OPEN')).toBe(false);
    expect(isEventState(undefined)).toBe(false);
  });
});
