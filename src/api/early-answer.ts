// The app's first customer call on /home may already have been sent by the early script
// (src/early/early-customer-call.ts). This adapter answers the identical call (same path, body
// and token) from it, once, exactly as the network would have: its answer, its refusal, or no
// answer at all. It is that call, not a try before it: nothing is asked twice. Any other call
// goes to the network.
import {
  type AxiosAdapter,
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { EarlyAnswer, EarlyCall, EarlyCallHolder } from '../early/early-call';

function isSameCall(early: EarlyCall, config: InternalAxiosRequestConfig): boolean {
  return (
    config.method?.toUpperCase() === 'POST' &&
    config.url === early.path &&
    config.data === early.body &&
    config.headers.get('Authorization') === early.authorization
  );
}

/** What axios's own adapters give for this answer: the response, or the error they reject with. */
function settled(answer: EarlyAnswer | null, config: InternalAxiosRequestConfig): AxiosResponse {
  if (answer === null) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  const response: AxiosResponse = {
    data: answer.text,
    status: answer.status,
    statusText: answer.statusText,
    headers: new AxiosHeaders(answer.headers),
    config,
    request: undefined,
  };
  if (config.validateStatus?.(answer.status) ?? true) return response;
  throw new AxiosError(
    `Request failed with status code ${answer.status}`,
    answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
    config,
    undefined,
    response,
  );
}

export function withEarlyAnswer(network: AxiosAdapter, holder: EarlyCallHolder): AxiosAdapter {
  return async (config) => {
    const early = holder.tapwalletEarlyCall;
    if (!early || !isSameCall(early, config)) return network(config);
    // Taken once: a later Refresh asks the server again.
    holder.tapwalletEarlyCall = undefined;
    return settled(await early.answer, config);
  };
}
