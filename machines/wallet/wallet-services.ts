// The API calls the wallet machine invokes, as plain async functions. The app implements them with
// its private API client and turns them into the machine's actors with `walletActors`.
import { fromPromise } from 'xstate';
import { UNKNOWN_ERROR } from '../../src/domain/http-error-text';
import type { RefundListEntry } from '../../src/domain/refund';
import type { EventWallet, RefundsRequest, WalletRequest } from './wallet-types';

/**
 * spec §7 /customer/wallet and /customer/refund. A failure rejects with an Error whose message is
 * the spec §8 text; the app sets `offline: true` on it when no answer came back (no network).
 */
export interface WalletApi {
  fetchWallet(request: WalletRequest): Promise<EventWallet>;
  fetchRefunds(request: RefundsRequest): Promise<RefundListEntry[]>;
}

export function walletActors(api: WalletApi) {
  return {
    fetchWallet: fromPromise<EventWallet, WalletRequest>(({ input }) => api.fetchWallet(input)),
    fetchRefunds: fromPromise<RefundListEntry[], RefundsRequest>(({ input }) =>
      api.fetchRefunds(input),
    ),
  };
}

export interface WalletFailure {
  message: string;
  /** No answer came back, as opposed to the server refusing. */
  offline: boolean;
}

export function walletFailure(error: unknown): WalletFailure {
  if (typeof error !== 'object' || error === null) {
    return { message: typeof error === 'string' && error ? error : UNKNOWN_ERROR, offline: false };
  }
  const { message, offline } = error as Record<string, unknown>;
  return {
    message: typeof message === 'string' && message.trim() !== '' ? message : UNKNOWN_ERROR,
    offline: offline === true,
  };
}
