// POST /api/private/registration/ticket/find and /claim for the ticket registration machine.
// A search that finds nothing answers null for the event; the machine holds '' instead.

import type { TicketRegistrationApi } from '../../machines/ticket-registration/ticket-registration-services';
import type { TicketSearchResult } from '../../machines/ticket-registration/ticket-registration-types';
import type { Customer } from '../contracts/customer-contract';
import { PRIVATE_PATHS } from '../contracts/private-paths';
import type {
  TicketClaimBody,
  TicketClaimResponse,
  TicketFindBody,
  TicketFindResponse,
} from '../contracts/registration-ticket-contract';
import { type LoadApi, privatePost } from './private-post';

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
      ticketSearchResult(
        await privatePost<TicketFindBody, TicketFindResponse>(
          loadApi,
          PRIVATE_PATHS.ticketFind,
          request,
        ),
      ),
    claimTicket: async (request) => {
      const { walletId } = await privatePost<TicketClaimBody, TicketClaimResponse>(
        loadApi,
        PRIVATE_PATHS.ticketClaim,
        request,
      );
      return { walletId };
    },
    fetchCustomer,
  };
}
