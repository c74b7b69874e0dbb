// POST /api/private/registration/ticket/find and /claim, and /registration/card/find and /claim,
// for the registration chart. A search that finds nothing answers null for the event; the chart
// holds '' instead.

import {
  cardClaimEndpoint,
  cardFindEndpoint,
} from '../../../core/contracts/registration-card-contract';
import {
  ticketClaimEndpoint,
  ticketFindEndpoint,
} from '../../../core/contracts/registration-ticket-contract';
import { endpointCaller, type LoadApi } from '../../api/call-endpoint';
import type { RegistrationApi } from './chart/registration-services';

export function createRegistrationApi(loadApi: LoadApi): RegistrationApi {
  const call = endpointCaller(loadApi);
  return {
    findTicket: async (request) => {
      const found = await call(ticketFindEndpoint, request);
      return { ...found, eventId: found.eventId ?? '', eventName: found.eventName ?? '' };
    },
    claimTicket: async (request) => {
      const { walletId } = await call(ticketClaimEndpoint, request);
      return { walletId };
    },
    findTag: async (request) => {
      const found = await call(cardFindEndpoint, request);
      return { ...found, eventId: found.eventId ?? '' };
    },
    claimTag: async (request) => {
      const { walletId } = await call(cardClaimEndpoint, request);
      return { walletId };
    },
  };
}
