// The spec's rules speak of phases (before, running, refund-open, closed, archived); the server
// speaks six event states. DESIGN §3 fixes the mapping, and only this module applies it.

export const EVENT_STATES = [
  'DRAFT',
  'PUBLISHED',
  'STARTED',
  'FINISHED',
  'CLOSED',
  'ARCHIVED',
] as const;

export type EventState = (typeof EVENT_STATES)[number];

export function isEventState(value: unknown): value is EventState {
  return (EVENT_STATES as readonly unknown[]).includes(value);
}

/** Before the event: online top up allowed. */
export function isBeforeEvent(state: EventState): boolean {
  return state === 'PUBLISHED';
}

/** The event is on: no online top up, refunds may be lodged. */
export function isRunning(state: EventState): boolean {
  return state === 'STARTED';
}

export function isRefundOpen(state: EventState): boolean {
  return state === 'FINISHED';
}

/** Refunds can no longer be lodged or amended. */
export function isRefundClosed(state: EventState): boolean {
  return state === 'CLOSED' || state === 'ARCHIVED';
}

export function isArchived(state: EventState): boolean {
  return state === 'ARCHIVED';
}

export function canTopUpPhase(state: EventState): boolean {
  return isBeforeEvent(state);
}

/** The refund pages and the lodge button are usable only while running or refund-open. */
export function canLodgeRefundPhase(state: EventState): boolean {
  return isRunning(state) || isRefundOpen(state);
}

/** Customers may hold registrations only for events that are neither draft nor archived. */
export function isRegistrable(state: EventState): boolean {
  return state !== 'DRAFT' && !isArchived(state);
}

/** Home lists, and the tag pre-check looks at, registrations whose event is not archived. */
export function isListedPhase(state: EventState): boolean {
  return !isArchived(state);
}
