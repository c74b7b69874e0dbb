// The API call the top-up machine invokes. The app implements it with its private API client and
// turns it into the machine's actor with `topUpActors`.
import { fromPromise } from 'xstate';
import { UNKNOWN_ERROR } from '../../src/domain/http-error-text';
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

/** The server's words for a failed request, which decide what the page says (spec §8 Payment). */
export function requestFailureText(error: unknown): string {
  const message =
    typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : error;
  return typeof message === 'string' && message.trim() !== '' ? message : UNKNOWN_ERROR;
}
