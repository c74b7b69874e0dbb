// The API call the donation machine invokes. The app implements it with its private API client
// and turns it into the machine's actor with `donationActors`. Failures reject with an Error; one
// the server refused for good carries `status` and `reason` (see refusalReason).
import { fromPromise } from 'xstate';
import type { DonationAnswer, DonationRequest } from './donation-types';

export interface DonationApi {
  donate(request: DonationRequest): Promise<DonationAnswer>;
}

export function donationActors(api: DonationApi) {
  return {
    donate: fromPromise<DonationAnswer, DonationRequest>(({ input }) => api.donate(input)),
  };
}
