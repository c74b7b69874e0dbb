// The wallet page's calls (spec §7 /customer/wallet, /customer/refund) for the wallet machine.
// A failure rejects with spec §8's text; when no answer came back at all the Error is marked
// `offline`, so the page keeps what it knows instead of leaving (machines/wallet).
import type { WalletApi } from '../../machines/wallet/wallet-services';
import type { EventWallet } from '../../machines/wallet/wallet-types';
import type { RefundListEntry } from '../domain/refund';
import type { ApiClients } from './api-clients';
import { errorText } from './error-text';

export class WalletCallError extends Error {
  override name = 'WalletCallError';
  constructor(
    message: string,
    /** The request got no answer (network down, server unreachable). */
    readonly offline: boolean,
  ) {
    super(message);
  }
}

// Axios leaves `response` unset when nothing came back; anything that is not an axios error
// (the HTTP library failing to load) is no answer either.
function gotNoAnswer(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('isAxiosError' in error)) return true;
  return (error as { response?: unknown }).response === undefined;
}

/** The wallet machine's calls to the private API (the paid-registration search is the app's). */
export type WalletCalls = Omit<WalletApi, 'findPaidRegistration'>;

export function createWalletApi(loadApi: () => Promise<ApiClients>): WalletCalls {
  async function post<T>(path: string, body: object): Promise<T> {
    try {
      const { privateApi } = await loadApi();
      return (await privateApi.post<T>(path, body)).data;
    } catch (error) {
      throw new WalletCallError(errorText(error), gotNoAnswer(error));
    }
  }
  return {
    fetchWallet: (request) => post<EventWallet>('/api/private/customer/wallet', request),
    fetchRefunds: async (request) =>
      (
        await post<{ eventWalletRefundList: RefundListEntry[] }>(
          '/api/private/customer/refund',
          request,
        )
      ).eventWalletRefundList,
  };
}
