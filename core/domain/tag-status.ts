// Outcomes of a tag (wristband/card) search (spec §4 "Tag status"; DESIGN §3).
import type { EventState } from './event-phase';

export const TAG_STATUSES = [
  'AVAILABLE',
  'CLAIMED',
  'CLAIMED_BY_CALLER',
  'NOT_USED',
  'FOUND_TOO_MANY',
  'NOT_FOUND',
  'EVENT_ARCHIVED',
  'EVENT_NOT_FINISHED',
  'EVENT_NOT_STARTED',
] as const;

export type TagStatus = (typeof TAG_STATUSES)[number];

export function isTagStatus(value: unknown): value is TagStatus {
  return (TAG_STATUSES as readonly unknown[]).includes(value);
}

/** Only an available tag may be registered. */
export function canRegisterTag(status: string): boolean {
  return status === 'AVAILABLE';
}

/** The caller already holds this tag: show the already-registered dialog instead. */
export function isTagHeldByCaller(status: string): boolean {
  return status === 'CLAIMED_BY_CALLER';
}

/**
 * Tags are registered to get a refund, so they are found once the event's refunds are open (it
 * has finished, or the organiser opened them while it runs) and until it is archived. Returns the
 * status that blocks a tag of an event in this state, or null.
 */
export function tagEventStatus(
  state: EventState,
  refundsOpenedWhileRunning = false,
): 'EVENT_ARCHIVED' | 'EVENT_NOT_STARTED' | 'EVENT_NOT_FINISHED' | null {
  switch (state) {
    case 'ARCHIVED':
      return 'EVENT_ARCHIVED';
    case 'DRAFT':
    case 'PUBLISHED':
      return 'EVENT_NOT_STARTED';
    case 'STARTED':
      return refundsOpenedWhileRunning ? null : 'EVENT_NOT_FINISHED';
    default:
      return null;
  }
}

/** The other account's e-mail as shown to the caller: the first two characters and '***'. */
export function maskClaimedEmail(email: string): string {
  const local = email.trim().split('@')[0] ?? '';
  return `${local.slice(0, 2)}***`;
}
