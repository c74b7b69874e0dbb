// One private call as the charts' services want it: call(endpoint, body) sends the body its
// endpoint declares and answers the data it declares (core/contracts); any failure rejects with
// a CallError carrying spec §8's text, the status, the server's reason and whether an answer came.
import type { BodyOf, Endpoint, ResponseOf } from '../../core/contracts/endpoint';
import type { ApiClients } from './api-clients';
import type { EarlyAnswerSource } from './early-answer';
import { earlyOutcome } from './early-outcome';
import { callError, failedCallError } from './error-text';

/** Loads the API clients; on /home it may also hold the answer of a call sent before the app. */
export interface LoadApi {
  (): Promise<ApiClients>;
  earlyAnswer?: EarlyAnswerSource;
}

export type Call = <E extends Endpoint>(endpoint: E, body: BodyOf<E>) => Promise<ResponseOf<E>>;

/** The HTTP library loads with the first call it makes, so the signed-out screens never fetch it. */
export function endpointCaller(loadApi: LoadApi): Call {
  return async <E extends Endpoint>(endpoint: E, body: BodyOf<E>) => {
    const early = await loadApi.earlyAnswer?.(endpoint.path, JSON.stringify(body));
    if (early) {
      const outcome = earlyOutcome(early.answer);
      if (outcome.ok) return outcome.data as ResponseOf<E>;
      throw failedCallError(outcome.failure);
    }
    try {
      const { privateApi } = await loadApi();
      // spec §7's calls are all POSTs (Endpoint['method']).
      return (await privateApi.post<ResponseOf<E>>(endpoint.path, body)).data;
    } catch (error) {
      throw callError(error);
    }
  };
}
