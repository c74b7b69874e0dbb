// Which ticket status a search earns (DESIGN §3, first match wins). Pure, so that the search and
// the claim, which re-checks under row locks, cannot disagree.
import { holderDetailMatches, type TicketStatus } from '../../core/domain/ticket-status';

export interface TicketCandidate {
  id: string;
  eventId: string;
  eventName: string;
  ticketNumber: string;
  holderFirstName: string;
  holderLastName: string;
  holderEmail: string;
  valid: boolean;
  onlineTopupAllowed: boolean;
  claimedBy: string | null;
  /** The ticket's wallet, when the operator or an earlier claim created one. */
  wallet: { id: string; customerId: string | null } | null;
}

export interface HolderDetails {
  firstName: string;
  lastName: string;
  email: string;
}

/** The status, with the one ticket it is about unless none or several were found. */
export type TicketVerdict =
  | { status: 'NOT_FOUND' | 'FOUND_TOO_MANY'; ticket: null }
  | { status: Exclude<TicketStatus, 'NOT_FOUND' | 'FOUND_TOO_MANY'>; ticket: TicketCandidate };

/** The customer a ticket belongs to: its claimant, or whoever holds its wallet (via the tag). */
export function ticketHolder(ticket: TicketCandidate): string | null {
  return ticket.claimedBy ?? ticket.wallet?.customerId ?? null;
}

/**
 * candidates: the tickets with the searched number in registrable events. A ticket the caller
 * already holds is FOUND_VALID again (when the details still match), so claiming it twice is
 * harmless.
 */
export function ticketVerdict(
  candidates: readonly TicketCandidate[],
  callerId: string | null,
  entered: HolderDetails,
): TicketVerdict {
  const [ticket] = candidates;
  if (!ticket) return { status: 'NOT_FOUND', ticket: null };
  if (candidates.length > 1) return { status: 'FOUND_TOO_MANY', ticket: null };
  const verdict = (
    status: Exclude<TicketStatus, 'NOT_FOUND' | 'FOUND_TOO_MANY'>,
  ): TicketVerdict => ({ status, ticket });
  if (!ticket.valid) return verdict('FOUND_INVALID');
  const holder = ticketHolder(ticket);
  if (holder !== null && holder !== callerId) return verdict('FOUND_CLAIMED');
  const matches =
    holderDetailMatches(entered.firstName, ticket.holderFirstName) &&
    holderDetailMatches(entered.lastName, ticket.holderLastName) &&
    holderDetailMatches(entered.email, ticket.holderEmail);
  if (!matches) return verdict('FOUND_MISMATCH');
  if (!ticket.onlineTopupAllowed) return verdict('FOUND_ONLINE_TOPUP_DISABLED');
  return verdict('FOUND_VALID');
}
