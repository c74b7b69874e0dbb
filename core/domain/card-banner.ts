// The status banner on each registration card of the home page (spec §2 "Card banner text"): its
// text, and what kind of news it is, which the card's colour shows.
import { isPastRefundClose } from './refund-close';
import { balanceCents, type RegistrationFacts } from './registration';

/**
 * ready: the wallet can be used or was paid out; action: the customer has something to do;
 * underway: a refund is on its way; running: the event is on; help: it needs support;
 * idle: nothing can happen yet or any more; closed: the event is over for good.
 */
export type BannerKind = 'ready' | 'action' | 'underway' | 'running' | 'help' | 'idle' | 'closed';

export interface CardBanner {
  text: string;
  kind: BannerKind;
}

const banner = (text: string, kind: BannerKind): CardBanner => ({ text, kind });

function finishedBanner(registration: RegistrationFacts, now: Date): CardBanner {
  const { refundStatus, event } = registration;
  // Past the operator's close time (DESIGN §8) nothing more can be lodged, as at CLOSED: a
  // refund already on its way or paid is still news, the rest is over.
  const closed = isPastRefundClose(event.refundsCloseAt, now);
  if (closed && refundStatus !== 'PROCESSING' && refundStatus !== 'COMPLETED') {
    return banner('Refund Closed', 'closed');
  }
  switch (refundStatus) {
    case 'NOT_AVAILABLE':
      return banner('Refund Not Open', 'idle');
    case 'AVAILABLE':
      return balanceCents(registration) > 0
        ? banner('Refund Available', 'action')
        : banner('Event Finished', 'idle');
    case 'PROCESSING':
      return banner('Refund Logged', 'underway');
    case 'COMPLETED':
      return banner('Refund Paid', 'ready');
    case 'VOID':
      return banner('Refund Cancelled', 'help');
    default:
      return banner('Refund Open', 'action');
  }
}

/** The card's banner at `now` (the operator's close time for refunds may have passed). */
export function cardBanner(registration: RegistrationFacts, now: Date): CardBanner {
  const { event, ticketNumber, uid } = registration;
  switch (event.state) {
    case 'PUBLISHED':
      if (balanceCents(registration) > 0) return banner('READY FOR EVENT', 'ready');
      if (ticketNumber) return banner('ONLINE TOP UP AVAILABLE', 'action');
      if (uid) return banner('READY FOR EVENT', 'ready');
      return banner('CONTACT SUPPORT', 'help');
    case 'STARTED':
      return banner('Event In Progress', 'running');
    case 'FINISHED':
      return finishedBanner(registration, now);
    case 'CLOSED':
      return banner('Refund Closed', 'closed');
    default:
      return banner('Event Draft', 'idle');
  }
}
