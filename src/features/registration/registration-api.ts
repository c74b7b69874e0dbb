// POST /api/private/registration/ticket/find and /claim, and /registration/card/find and /claim,
// for the registration chart. A search that finds nothing answers null for the event; the chart
// holds '' instead.

import { PRIVATE_PATHS } from '../../../core/contracts/private-paths';
import type {
  CardClaimBody,
  CardClaimResponse,
  CardFindBody,
  CardFindResponse,
} from '../../../core/contracts/registration-card-contract';
import type {
  TicketClaimBody,
  TicketClaimResponse,
  TicketFindBody,
  TicketFindResponse,
} from '../../../core/contracts/registration-ticket-contract';
import { type LoadApi, privatePost } from '../../api/private-post';
import type { RegistrationApi } from './chart/registration-services';

export function createRegistrationApi(loadApi: LoadApi): RegistrationApi {
  return {
    findTicket: async (request) => {
      const found = await privatePost<TicketFindBody, TicketFindResponse>(
        loadApi,
        PRIVATE_PATHS.ticketFind,
        request,
      );
      return { ...found, eventId: found.eventId ?? '', eventName: found.eventName ?? '' };
    },
    claimTicket: async (request) => {
      const { walletId } = await privatePost<TicketClaimBody, TicketClaimResponse>(
        loadApi,
        PRIVATE_PATHS.ticketClaim,
        request,
      );
      return { walletId };
    },
    findTag: async (request) => {
      const found = await privatePost<CardFindBody, CardFindResponse>(
        loadApi,
        PRIVATE_PATHS.cardFind,
        request,
      );
      return { ...found, eventId: found.eventId ?? '' };
    },
    claimTag: async (request) => {
      const { walletId } = await privatePost<CardClaimBody, CardClaimResponse>(
        loadApi,
        PRIVATE_PATHS.cardClaim,
        request,
      );
      return { walletId };
    },
  };
}
