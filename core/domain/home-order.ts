// The order of Home's My Events (spec §2 lists the cards but gives no order): what is still ahead
// or under way first, then events whose refunds are open, then closed ones; within each, the
// newest registration first, as the customer call answers them.
import { type EventState, isRefundClosed, isRefundOpen } from './event-phase';
import { isListedOnHome, type RegistrationFacts } from './registration';

function homeGroup(state: EventState): number {
  if (isRefundClosed(state)) return 2;
  if (isRefundOpen(state)) return 1;
  return 0;
}

/** The registrations Home lists, in its order; the sort is stable, so each group keeps the call's. */
export function homeRegistrations<R extends Pick<RegistrationFacts, 'event'>>(
  registrations: readonly R[],
): R[] {
  return registrations
    .filter(isListedOnHome)
    .sort((a, b) => homeGroup(a.event.state) - homeGroup(b.event.state));
}
