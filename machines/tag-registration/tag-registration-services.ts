// The calls the tag registration machine invokes, as plain async functions the app implements
// with its private API client; the machine itself never imports axios. Failures reject with the
// spec §8 text of the failed call.
import { fromPromise } from 'xstate';
import type { Customer } from '../../src/contracts/customer-contract';
import type { TagClaimRequest, TagSearchRequest, TagSearchResult } from './tag-registration-types';

export interface TagRegistrationApi {
  /** POST /api/private/registration/card/find */
  findTag(request: TagSearchRequest): Promise<TagSearchResult>;
  /** POST /api/private/registration/card/claim */
  claimTag(request: TagClaimRequest): Promise<void>;
  /** POST /api/private/customer: the registrations again, now with the claimed tag. */
  fetchCustomer(): Promise<Customer>;
}

export function tagRegistrationActors(api: TagRegistrationApi) {
  return {
    findTag: fromPromise<TagSearchResult, TagSearchRequest>(({ input }) => api.findTag(input)),
    claimTag: fromPromise<void, TagClaimRequest>(({ input }) => api.claimTag(input)),
    fetchCustomer: fromPromise<Customer>(() => api.fetchCustomer()),
  };
}

export type TagRegistrationActors = ReturnType<typeof tagRegistrationActors>;
