// POST /api/private/registration/ticket/find and /claim for the ticket registration machine.
// A search that finds nothing answers null for the event; the machine holds '' instead.
import type { Customer } from '../../machines/auth/auth-types';
import type { TicketRegistrationApi } from '../../machines/ticket-registration/ticket-registration-services';
import type {
  TicketClaimResult,
  TicketSearchResult,
} from '../../machines/ticket-registration/ticket-registration-types';
import type { TicketStatus } from '../domain/ticket-status';
import { type LoadApi, privatePost } from './private-post';

const TICKET_FIND_PATH = '/api/private/registration/ticket/find';
const TICKET_CLAIM_PATH = '/api/private/registration/ticket/claim';

interface TicketFindResponse {
  status: TicketStatus;
  ticketNumber: string;
  eventId: string | null;
  eventName: string | null;
}

function ticketSearchResult(response: TicketFindResponse): TicketSearchResult {
  return {
    status: response.status,
    ticketNumber: response.ticketNumber,
    eventId: response.eventId ?? '',
    eventName: response.eventName ?? '',
  };
}

/** fetchCustomer: the registrations again after a claim, from wherever the app keeps them. */
export function createTicketApi(
  loadApi: LoadApi,
  fetchCustomer: () => Promise<Customer>,
): TicketRegistrationApi {
  return {
    findTicket: async (request) =>
      ticketSearchResult(await privatePost<TicketFindResponse>(loadApi, TICKET_FIND_PATH, request)),
    claimTicket: async (request) => {
      const { walletId } = await privatePost<TicketClaimResult>(
        loadApi,
        TICKET_CLAIM_PATH,
        request,
      );
      return { walletId };
    },
    fetchCustomer,
  };
}
