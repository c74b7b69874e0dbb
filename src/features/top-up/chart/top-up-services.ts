// The API call the top-up machine invokes. The app implements it with its private API client and
// turns it into the machine's actor with `topUpActors`.
import { fromPromise } from 'xstate';
import type { PurchaseRedirect, PurchaseRequest } from './top-up-types';

/** spec §7 purchase/request. A failure rejects with an Error whose message is the spec §8 text. */
export interface TopUpApi {
  requestPurchase(request: PurchaseRequest): Promise<PurchaseRedirect>;
}

export function topUpActors(api: TopUpApi) {
  return {
    requestPurchase: fromPromise<PurchaseRedirect, PurchaseRequest>(({ input }) =>
      api.requestPurchase(input),
    ),
  };
}
