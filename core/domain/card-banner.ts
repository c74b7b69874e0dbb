// The status banner on each registration card of the home page (spec §2 "Card banner text").

import { balanceCents, type RegistrationFacts } from './registration';

export function cardBanner(registration: RegistrationFacts): string {
  const { event, refundStatus, ticketNumber, uid } = registration;
  const funded = balanceCents(registration) > 0;
  switch (event.state) {
    case 'PUBLISHED':
      if (funded) return 'READY FOR EVENT';
      if (ticketNumber) return 'ONLINE TOP UP AVAILABLE';
      if (uid) return 'READY FOR EVENT';
      return 'CONTACT SUPPORT';
    case 'STARTED':
      return 'Event In Progress';
    case 'FINISHED':
      switch (refundStatus) {
        case 'NOT_AVAILABLE':
          return 'Refund Not Open';
        case 'AVAILABLE':
          return funded ? 'Refund Available' : 'Event Finished';
        case 'PROCESSING':
          return 'Refund Logged';
        case 'COMPLETED':
          return 'Refund Paid';
        case 'VOID':
          return 'Refund Cancelled';
        default:
          return 'Refund Open';
      }
    case 'CLOSED':
      return 'Refund Closed';
    default:
      return 'Event Draft';
  }
}
