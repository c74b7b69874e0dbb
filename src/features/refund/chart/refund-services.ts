// The API calls the refund machine invokes. The app implements them with its private API client
// and turns them into the machine's actors with `refundActors`. Failures reject with an Error; one
// the server refused for good carries `status` and `reason` (see refusalReason), whose words the
// alert shows.
import { fromPromise } from 'xstate';
import type { RefundCreateRequest, RefundUpdateRequest } from './refund-types';

export interface RefundApi {
  /** Resolves with the created refund, which the flow does not read. */
  createRefund(request: RefundCreateRequest): Promise<unknown>;
  updateRefund(request: RefundUpdateRequest): Promise<unknown>;
}

export function refundActors(api: RefundApi) {
  return {
    createRefund: fromPromise<unknown, RefundCreateRequest>(({ input }) => api.createRefund(input)),
    updateRefund: fromPromise<unknown, RefundUpdateRequest>(({ input }) => api.updateRefund(input)),
  };
}
