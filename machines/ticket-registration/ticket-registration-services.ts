// The calls the ticket registration machine invokes, as plain async functions the app implements
// with its private API client; the machine itself never imports axios. Failures reject with the
// spec §8 text of the failed call.
import { fromPromise } from 'xstate';
import type { Customer } from '../../src/contracts/customer-contract';
import type {
  TicketClaimRequest,
  TicketClaimResult,
  TicketSearchRequest,
  TicketSearchResult,
} from './ticket-registration-types';

export interface TicketRegistrationApi {
  /** POST /api/private/registration/ticket/find */
  findTicket(request: TicketSearchRequest): Promise<TicketSearchResult>;
  /** POST /api/private/registration/ticket/claim */
  claimTicket(request: TicketClaimRequest): Promise<TicketClaimResult>;
  /** POST /api/private/customer: the registrations again, now with the claimed one. */
  fetchCustomer(): Promise<Customer>;
}

export function ticketRegistrationActors(api: TicketRegistrationApi) {
  return {
    findTicket: fromPromise<TicketSearchResult, TicketSearchRequest>(({ input }) =>
      api.findTicket(input),
    ),
    claimTicket: fromPromise<TicketClaimResult, TicketClaimRequest>(({ input }) =>
      api.claimTicket(input),
    ),
    fetchCustomer: fromPromise<Customer>(() => api.fetchCustomer()),
  };
}

export type TicketRegistrationActors = ReturnType<typeof ticketRegistrationActors>;
