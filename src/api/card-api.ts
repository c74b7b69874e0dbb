// POST /api/private/registration/card/find and /claim for the tag registration machine.
// A search that finds nothing answers null for the event; the machine holds '' instead.

import type { TagRegistrationApi } from '../../machines/tag-registration/tag-registration-services';
import type { TagSearchResult } from '../../machines/tag-registration/tag-registration-types';
import type { Customer } from '../contracts/customer-contract';
import { PRIVATE_PATHS } from '../contracts/private-paths';
import type {
  CardClaimBody,
  CardClaimResponse,
  CardFindBody,
  CardFindResponse,
} from '../contracts/registration-card-contract';
import { type LoadApi, privatePost } from './private-post';

function tagSearchResult(response: CardFindResponse): TagSearchResult {
  return {
    tagId: response.tagId,
    uid: response.uid,
    status: response.status,
    eventId: response.eventId ?? '',
    claimedEmail: response.claimedEmail,
  };
}

/** fetchCustomer: the registrations again after a claim, from wherever the app keeps them. */
export function createCardApi(
  loadApi: LoadApi,
  fetchCustomer: () => Promise<Customer>,
): TagRegistrationApi {
  return {
    findTag: async (request) =>
      tagSearchResult(
        await privatePost<CardFindBody, CardFindResponse>(loadApi, PRIVATE_PATHS.cardFind, request),
      ),
    claimTag: async (request) => {
      await privatePost<CardClaimBody, CardClaimResponse>(
        loadApi,
        PRIVATE_PATHS.cardClaim,
        request,
      );
    },
    fetchCustomer,
  };
}
