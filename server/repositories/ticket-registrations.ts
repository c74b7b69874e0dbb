// Ticket search and claim: reading tickets by number and attaching one to a customer's wallet.
import { EVENT_STATES, isRegistrable } from '../../core/domain/event-phase';
import type { Queryable } from '../db/database';
import { one } from '../db/rows';
import { newWalletRefundStatus } from '../refunds/refund-opening';
import type { TicketCandidate } from '../registration/ticket-find';

/** DRAFT events are not public yet and ARCHIVED ones are over: their tickets are not found. */
const REGISTRABLE_STATES = EVENT_STATES.filter(isRegistrable);

/**
 * Spellings of a typed ticket number the index can look up: as typed, upper and lower case
 * (numbers are printed in one case, typed in any).
 */
function numberSpellings(ticketNumber: string): string[] {
  const typed = ticketNumber.trim();
  return [...new Set([typed, typed.toUpperCase(), typed.toLowerCase()])];
}

type TicketRow = Omit<TicketCandidate, 'wallet'>;

const TICKET_COLUMNS = `t.id, t.event_id as "eventId", e.name as "eventName",
  t.ticket_number as "ticketNumber", t.holder_first_name as "holderFirstName",
  t.holder_last_name as "holderLastName", t.holder_email as "holderEmail", t.valid,
  t.online_topup_allowed as "onlineTopupAllowed", t.claimed_by as "claimedBy"`;

/**
 * The tickets with this number in registrable events, with their wallets. lockWallets locks
 * those wallet rows until the transaction ends (claims), so a concurrent tag claim on the same
 * wallet waits and then sees this one's outcome.
 */
export async function findTicketCandidates(
  q: Queryable,
  ticketNumber: string,
  opts: { lockWallets?: boolean } = {},
): Promise<TicketCandidate[]> {
  const tickets = await q.query<TicketRow>(
    `select ${TICKET_COLUMNS}
     from tickets t join events e on e.id = t.event_id
     where t.ticket_number = any($1::text[]) and e.state = any($2::text[])
     order by t.event_id, t.id`,
    [numberSpellings(ticketNumber), REGISTRABLE_STATES],
  );
  if (tickets.length === 0) return [];
  const wallets = await q.query<{ id: string; ticketId: string; customerId: string | null }>(
    `select id, ticket_id as "ticketId", customer_id as "customerId" from wallets
     where ticket_id = any($1::uuid[]) order by id${opts.lockWallets ? ' for update' : ''}`,
    [tickets.map((ticket) => ticket.id)],
  );
  return tickets.map((ticket) => {
    const wallet = wallets.find((row) => row.ticketId === ticket.id);
    return { ...ticket, wallet: wallet ? { id: wallet.id, customerId: wallet.customerId } : null };
  });
}

/**
 * Locks the ticket with this number at this event until the transaction ends; false when there
 * is none. Concurrent claims of one ticket queue here, and each then reads what the one before
 * it wrote.
 */
export async function lockTicket(
  tx: Queryable,
  eventId: string,
  ticketNumber: string,
): Promise<boolean> {
  const rows = await tx.query(
    `select t.id from tickets t join events e on e.id = t.event_id
     where t.event_id = $1 and t.ticket_number = any($2::text[]) and e.state = any($3::text[])
     for update of t`,
    [eventId, numberSpellings(ticketNumber), REGISTRABLE_STATES],
  );
  return rows.length > 0;
}

/**
 * Gives the ticket to the customer: marks it claimed (once) and hands over its wallet, creating
 * one when the ticket has none. Call inside the transaction that locked the ticket and found it
 * FOUND_VALID for this customer; returns the wallet id.
 */
export async function claimTicket(
  tx: Queryable,
  ticket: TicketCandidate,
  customerId: string,
): Promise<string> {
  if (ticket.claimedBy === null) {
    await tx.query('update tickets set claimed_by = $2, claimed_at = now() where id = $1', [
      ticket.id,
      customerId,
    ]);
  }
  if (ticket.wallet) {
    if (ticket.wallet.customerId === null) {
      await tx.query('update wallets set customer_id = $2, updated_at = now() where id = $1', [
        ticket.wallet.id,
        customerId,
      ]);
    }
    return ticket.wallet.id;
  }
  const wallet = one(
    await tx.query<{ id: string }>(
      `insert into wallets (event_id, customer_id, ticket_id, refund_status)
       values ($1, $2, $3, $4) returning id`,
      [ticket.eventId, customerId, ticket.id, await newWalletRefundStatus(tx, ticket.eventId)],
    ),
    'wallet',
  );
  return wallet.id;
}
