// POST /api/private/registration/card/find and /claim for the tag registration machine.
// A search that finds nothing answers null for the event; the machine holds '' instead.
import type { Customer } from '../../machines/auth/auth-types';
import type { TagRegistrationApi } from '../../machines/tag-registration/tag-registration-services';
import type { TagSearchResult } from '../../machines/tag-registration/tag-registration-types';
import type { TagStatus } from '../domain/tag-status';
import { type LoadApi, privatePost } from './private-post';

const CARD_FIND_PATH = '/api/private/registration/card/find';
const CARD_CLAIM_PATH = '/api/private/registration/card/claim';

interface CardFindResponse {
  tagId: string | null;
  uid: string;
  status: TagStatus;
  eventId: string | null;
  claimedEmail: string | null;
}

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
      tagSearchResult(await privatePost<CardFindResponse>(loadApi, CARD_FIND_PATH, request)),
    claimTag: async (request) => {
      await privatePost<unknown>(loadApi, CARD_CLAIM_PATH, request);
    },
    fetchCustomer,
  };
}
