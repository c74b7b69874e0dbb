// The app's first customer call on /home may already have been sent by the early script
// (src/early/early-customer-call.ts). This adapter answers the identical call (same path, body
// and token) from it, once; any other call, or an early call that failed, goes to the network.
import { type AxiosAdapter, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import type { EarlyCall, EarlyCallHolder } from '../early/early-call';

function isSameCall(early: EarlyCall, config: InternalAxiosRequestConfig): boolean {
  return (
    config.method?.toUpperCase() === 'POST' &&
    config.url === early.path &&
    config.data === early.body &&
    config.headers.get('Authorization') === early.authorization
  );
}

export function withEarlyAnswer(network: AxiosAdapter, holder: EarlyCallHolder): AxiosAdapter {
  return async (config) => {
    const early = holder.tapwalletEarlyCall;
    if (!early || !isSameCall(early, config)) return network(config);
    // Taken once: a later Refresh asks the server again.
    holder.tapwalletEarlyCall = undefined;
    const text = await early.answer;
    if (text === null) return network(config);
    return {
      data: text,
      status: 200,
      statusText: 'OK',
      headers: new AxiosHeaders({ 'content-type': 'application/json' }),
      config,
      request: undefined,
    };
  };
}
