// The wallet page's calls (spec §7 /customer/wallet, /customer/refund) for the wallet machine.
// A failure rejects with spec §8's text; when no answer came back at all the Error is marked
// `offline`, so the page keeps what it knows instead of leaving (src/features/wallet/chart).

import { PRIVATE_PATHS } from '../../../core/contracts/private-paths';
import type { RefundListBody, RefundListResponse } from '../../../core/contracts/refund-contract';
import type { EventWallet, WalletBody } from '../../../core/contracts/wallet-contract';
import type { ApiClients } from '../../api/api-clients';
import { errorText } from '../../api/error-text';
import type { WalletApi } from './chart/wallet-services';

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
  async function post<Body extends object, Answer>(path: string, body: Body): Promise<Answer> {
    try {
      const { privateApi } = await loadApi();
      return (await privateApi.post<Answer>(path, body)).data;
    } catch (error) {
      throw new WalletCallError(errorText(error), gotNoAnswer(error));
    }
  }
  return {
    fetchWallet: (request) => post<WalletBody, EventWallet>(PRIVATE_PATHS.wallet, request),
    fetchRefunds: async (request) =>
      (await post<RefundListBody, RefundListResponse>(PRIVATE_PATHS.refundList, request))
        .eventWalletRefundList,
  };
}
