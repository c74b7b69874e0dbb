// The wallet page's calls (spec §7 /customer/wallet, /customer/refund) for the wallet machine,
// and the history download's (DESIGN §8 History).
// A failure rejects with a CallError; when no answer came back at all it is `offline`, so the
// page keeps what it knows instead of leaving (src/features/wallet/chart).

import { refundListEndpoint } from '../../../core/contracts/refund-contract';
import { walletEndpoint } from '../../../core/contracts/wallet-contract';
import {
  type WalletExport,
  type WalletExportBody,
  walletExportEndpoint,
} from '../../../core/contracts/wallet-export-contract';
import { endpointCaller, type LoadApi } from '../../api/call-endpoint';
import type { WalletApi } from './chart/wallet-services';

/** The wallet machine's calls to the private API (the paid-registration search is the app's). */
export type WalletCalls = Omit<WalletApi, 'findPaidRegistration'>;

export function createWalletApi(loadApi: LoadApi): WalletCalls {
  const call = endpointCaller(loadApi);
  return {
    fetchWallet: (request) => call(walletEndpoint, request),
    fetchRefunds: async (request) =>
      (await call(refundListEndpoint, request)).eventWalletRefundList,
  };
}

/** The wallet's whole history as the CSV file the server writes. */
export function createHistoryExport(
  loadApi: LoadApi,
): (request: WalletExportBody) => Promise<WalletExport> {
  const call = endpointCaller(loadApi);
  return (request) => call(walletExportEndpoint, request);
}
