// POST /api/private/registration/ticket/find and /claim (spec §3 Ticket search, §4 Ticket
// status, §7; DESIGN §3 fixes the statuses and their order).
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import {
  ticketClaimEndpoint,
  ticketFindEndpoint,
} from '../../core/contracts/registration-ticket-contract';
import type { TicketStatus } from '../../core/domain/ticket-status';
import type { Database } from '../db/database';
import { type HolderDetails, ticketVerdict } from '../registration/ticket-find';
import {
  claimTicket,
  findTicketCandidates,
  lockTicket,
} from '../repositories/ticket-registrations';
import { claimRefusalBy } from './claim-refusal';
import { currentCustomer, requireCustomer } from './current-customer';
import { serveEndpoint } from './serve-endpoint';

/** Why a claim is refused, per status; FOUND_VALID is the only one that claims. */
const claimRefusal = claimRefusalBy<Exclude<TicketStatus, 'FOUND_VALID'>>({
  NOT_FOUND: [404, 'Ticket not found'],
  FOUND_TOO_MANY: [409, 'Ticket number is not unique'],
  FOUND_INVALID: [409, 'Ticket is no longer valid'],
  FOUND_CLAIMED: [409, 'Ticket is already claimed by another account'],
  FOUND_MISMATCH: [403, 'firstName, lastName or email does not match the ticket holder'],
  FOUND_ONLINE_TOPUP_DISABLED: [409, 'Online top up is not available for this ticket'],
});

export function registerTicketRegistrationRoutes(
  app: FastifyInstance,
  db: Database,
  rateLimit: onRequestHookHandler,
): void {
  serveEndpoint(
    app,
    ticketFindEndpoint,
    async (request) => {
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
    { onRequest: rateLimit },
  );

  serveEndpoint(
    app,
    ticketClaimEndpoint,
    async (request) => {
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
    { onRequest: rateLimit },
  );
}
