// Outcomes of a ticket search (spec §4 "Ticket status"; DESIGN §3 fixes their order).

export const TICKET_STATUSES = [
  'FOUND_VALID',
  'FOUND_ONLINE_TOPUP_DISABLED',
  'FOUND_INVALID',
  'FOUND_MISMATCH',
  'FOUND_CLAIMED',
  'FOUND_TOO_MANY',
  'NOT_FOUND',
] as const;

export type TicketStatus = (typeof TICKET_STATUSES)[number];

export function isTicketStatus(value: unknown): value is TicketStatus {
  return (TICKET_STATUSES as readonly unknown[]).includes(value);
}

/** Only a valid ticket may be added to the account. */
export function canAddTicket(status: string): boolean {
  return status === 'FOUND_VALID';
}

/** Names and e-mail are compared with the ticket holder's trimmed and case-insensitively. */
export function holderDetailMatches(entered: string, held: string): boolean {
  return entered.trim().toLowerCase() === held.trim().toLowerCase();
}
