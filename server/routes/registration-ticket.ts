// POST /api/private/registration/ticket/find and /claim (spec §3 Ticket search, §4 Ticket
// status, §7; DESIGN §3 fixes the statuses and their order).
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { TicketStatus } from '../../src/domain/ticket-status';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import { type HolderDetails, ticketVerdict } from '../registration/ticket-find';
import {
  claimTicket,
  findTicketCandidates,
  lockTicket,
} from '../repositories/ticket-registrations';
import { closedObject, text, UUID } from './body-schema';
import { currentCustomer, requireCustomer } from './current-customer';

export interface TicketFindResponse {
  status: TicketStatus;
  /** The stored number when one ticket was found, else the number as searched. */
  ticketNumber: string;
  eventId: string | null;
  eventName: string | null;
}

export interface TicketClaimResponse {
  walletId: string;
  eventId: string;
}

interface FindBody extends HolderDetails {
  ticketNumber: string;
}

/**
 * The holder details are optional here because the spec's claim sends only the number and the
 * event; without them the claim checks the caller's profile, which the search form is
 * prefilled from.
 */
interface ClaimBody extends Partial<HolderDetails> {
  ticketNumber: string;
  eventId: string;
}

const TICKET_NUMBER = text(64, 1);
const NAME = text(100, 1);
const EMAIL = text(254, 1);

const findSchema = {
  body: closedObject({
    ticketNumber: TICKET_NUMBER,
    firstName: NAME,
    lastName: NAME,
    email: EMAIL,
  }),
};
const claimSchema = {
  body: closedObject(
    { ticketNumber: TICKET_NUMBER, eventId: UUID, firstName: NAME, lastName: NAME, email: EMAIL },
    ['ticketNumber', 'eventId'],
  ),
};

/** Why a claim is refused, per status; FOUND_VALID is the only one that claims. */
const CLAIM_REFUSALS: Record<Exclude<TicketStatus, 'FOUND_VALID'>, [number, string]> = {
  NOT_FOUND: [404, 'Ticket not found'],
  FOUND_TOO_MANY: [409, 'Ticket number is not unique'],
  FOUND_INVALID: [409, 'Ticket is no longer valid'],
  FOUND_CLAIMED: [409, 'Ticket is already claimed by another account'],
  FOUND_MISMATCH: [403, 'firstName, lastName or email does not match the ticket holder'],
  FOUND_ONLINE_TOPUP_DISABLED: [409, 'Online top up is not available for this ticket'],
};

function claimRefusal(status: Exclude<TicketStatus, 'FOUND_VALID'>): HttpError {
  const [statusCode, message] = CLAIM_REFUSALS[status];
  return new HttpError(statusCode, message);
}

export function registerTicketRegistrationRoutes(
  app: FastifyInstance,
  db: Database,
  rateLimit: onRequestHookHandler,
): void {
  app.post<{ Body: FindBody }>(
    '/api/private/registration/ticket/find',
    { schema: findSchema, onRequest: rateLimit },
    async (request): Promise<TicketFindResponse> => {
      const { body } = request;
      const customer = await currentCustomer(db, request);
      const candidates = await findTicketCandidates(db, body.ticketNumber);
      const { status, ticket } = ticketVerdict(candidates, customer?.id ?? null, body);
      return {
        status,
        ticketNumber: ticket?.ticketNumber ?? body.ticketNumber.trim(),
        eventId: ticket?.eventId ?? null,
        eventName: ticket?.eventName ?? null,
      };
    },
  );

  app.post<{ Body: ClaimBody }>(
    '/api/private/registration/ticket/claim',
    { schema: claimSchema, onRequest: rateLimit },
    async (request): Promise<TicketClaimResponse> => {
      const { body } = request;
      const customer = await requireCustomer(db, request);
      const entered: HolderDetails = {
        firstName: body.firstName ?? customer.firstName ?? '',
        lastName: body.lastName ?? customer.lastName ?? '',
        email: body.email ?? customer.email,
      };
      return db.transaction(async (tx) => {
        if (!(await lockTicket(tx, body.eventId, body.ticketNumber))) {
          throw claimRefusal('NOT_FOUND');
        }
        // Read again under the lock: a claim that held it may have just changed the ticket.
        const candidates = await findTicketCandidates(tx, body.ticketNumber, { lockWallets: true });
        const verdict = ticketVerdict(candidates, customer.id, entered);
        if (verdict.status !== 'FOUND_VALID') throw claimRefusal(verdict.status);
        const walletId = await claimTicket(tx, verdict.ticket, customer.id);
        return { walletId, eventId: verdict.ticket.eventId };
      });
    },
  );
}
