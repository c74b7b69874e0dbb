// POST /api/private/registration/ticket/find and /claim (spec §3 Ticket search, §4 Ticket
// status, §7; DESIGN §3 fixes the statuses and their order).
import type { Static } from 'typebox';
import * as Type from 'typebox/type';
import { TICKET_STATUSES } from '../domain/ticket-status';
import { closedObject, nullableText, oneOf, text, Uuid } from './contract-schema';
import { postEndpoint } from './endpoint';

const TICKET_NUMBER = text(64, 1);
const NAME = text(100, 1);
const EMAIL = text(254, 1);

/** The form trimmed, the e-mail lower-cased. */
export const TicketFindBody = closedObject({
  ticketNumber: TICKET_NUMBER,
  firstName: NAME,
  lastName: NAME,
  email: EMAIL,
});
export type TicketFindBody = Static<typeof TicketFindBody>;

export const TicketFindResponse = Type.Object({
  status: oneOf(TICKET_STATUSES),
  /** The stored number when one ticket was found, else the number as searched. */
  ticketNumber: Type.String(),
  eventId: nullableText(),
  eventName: nullableText(),
});
export type TicketFindResponse = Static<typeof TicketFindResponse>;

/**
 * The holder details are optional because the spec's claim sends only the number and the event;
 * the SPA sends the ones its search matched, else the server checks the caller's profile.
 */
export const TicketClaimBody = closedObject({
  ticketNumber: TICKET_NUMBER,
  eventId: Uuid,
  firstName: Type.Optional(NAME),
  lastName: Type.Optional(NAME),
  email: Type.Optional(EMAIL),
});
export type TicketClaimBody = Static<typeof TicketClaimBody>;

/** The wallet the claim created or found. */
export const TicketClaimResponse = Type.Object({ walletId: Type.String(), eventId: Type.String() });
export type TicketClaimResponse = Static<typeof TicketClaimResponse>;

export const ticketFindEndpoint = postEndpoint(
  '/api/private/registration/ticket/find',
  TicketFindBody,
  TicketFindResponse,
);
export const ticketClaimEndpoint = postEndpoint(
  '/api/private/registration/ticket/claim',
  TicketClaimBody,
  TicketClaimResponse,
);
