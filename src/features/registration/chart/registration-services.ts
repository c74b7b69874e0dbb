// The calls the registration chart invokes, as plain async functions the app implements with
// its private API client; the chart itself never imports axios. Failures reject with the spec §8
// text of the failed call.
import { fromPromise } from 'xstate';
import type {
  CardClaimBody,
  CardFindBody,
} from '../../../../core/contracts/registration-card-contract';
import type {
  TicketClaimBody,
  TicketFindBody,
} from '../../../../core/contracts/registration-ticket-contract';
import type {
  RegistrationClaim,
  RegistrationClaimed,
  RegistrationResult,
  RegistrationSearch,
  TagSearchResult,
  TicketSearchResult,
} from './registration-types';

export interface RegistrationApi {
  /** POST /api/private/registration/ticket/find */
  findTicket(request: TicketFindBody): Promise<TicketSearchResult>;
  /** POST /api/private/registration/ticket/claim */
  claimTicket(request: Required<TicketClaimBody>): Promise<RegistrationClaimed>;
  /** POST /api/private/registration/card/find */
  findTag(request: CardFindBody): Promise<TagSearchResult>;
  /** POST /api/private/registration/card/claim */
  claimTag(request: CardClaimBody): Promise<RegistrationClaimed>;
}

export function registrationActors(api: RegistrationApi) {
  return {
    findRegistration: fromPromise<RegistrationResult, RegistrationSearch>(async ({ input }) =>
      input.kind === 'ticket'
        ? { kind: 'ticket', ...(await api.findTicket(input.request)) }
        : { kind: 'tag', ...(await api.findTag(input.request)) },
    ),
    claimRegistration: fromPromise<RegistrationClaimed, RegistrationClaim>(({ input }) =>
      input.kind === 'ticket' ? api.claimTicket(input.request) : api.claimTag(input.request),
    ),
  };
}

export type RegistrationActors = ReturnType<typeof registrationActors>;
