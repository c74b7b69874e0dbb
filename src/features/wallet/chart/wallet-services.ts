// The API calls the wallet machine invokes, as plain async functions. The app implements them with
// its private API client and turns them into the machine's actors with `walletActors`.
import { fromPromise } from 'xstate';
import type { EventRegistration } from '../../../../core/contracts/customer-contract';
import type { RefundListEntry } from '../../../../core/domain/refund';
import { failureMessage } from '../../../chart-shared/failure-message';
import type { EventWallet, RefundsRequest, WalletRequest } from './wallet-types';

/**
 * spec §7 /customer/wallet and /customer/refund. A failure rejects with an Error whose message is
 * the spec §8 text; the app sets `offline: true` on it when no answer came back (no network).
 */
export interface PaidRegistrationRequest {
  reference: string;
  registrations: readonly EventRegistration[];
}

export interface WalletApi {
  fetchWallet(request: WalletRequest): Promise<EventWallet>;
  fetchRefunds(request: RefundsRequest): Promise<RefundListEntry[]>;
  /** Which of the registrations has the wallet that holds the purchase, or null. */
  findPaidRegistration(request: PaidRegistrationRequest): Promise<EventRegistration | null>;
}

export function walletActors(api: WalletApi) {
  return {
    fetchWallet: fromPromise<EventWallet, WalletRequest>(({ input }) => api.fetchWallet(input)),
    // Show more: the same call, asking for the page older than the oldest row shown.
    fetchMore: fromPromise<EventWallet, WalletRequest>(({ input }) => api.fetchWallet(input)),
    fetchRefunds: fromPromise<RefundListEntry[], RefundsRequest>(({ input }) =>
      api.fetchRefunds(input),
    ),
    findPaidRegistration: fromPromise<EventRegistration | null, PaidRegistrationRequest>(
      ({ input }) => api.findPaidRegistration(input),
    ),
  };
}

export interface WalletFailure {
  message: string;
  /** No answer came back, as opposed to the server refusing. */
  offline: boolean;
}

export function walletFailure(error: unknown): WalletFailure {
  const offline =
    typeof error === 'object' && error !== null && (error as { offline?: unknown }).offline;
  return { message: failureMessage(error), offline: offline === true };
}
