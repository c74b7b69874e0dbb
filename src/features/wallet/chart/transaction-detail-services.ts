// The call the transaction detail chart invokes, as a plain async function the app implements
// with its private API client; the chart itself never imports axios.
import { fromPromise } from 'xstate';
import type { TransactionDetail, TransactionDetailRequest } from './transaction-detail-types';

export interface TransactionDetailApi {
  /** Rejects with an Error carrying spec §8's text and, when the server answered, its status. */
  fetchTransactionDetail(request: TransactionDetailRequest): Promise<TransactionDetail>;
}

export function transactionDetailActors(api: TransactionDetailApi) {
  return {
    fetchTransactionDetail: fromPromise<TransactionDetail, TransactionDetailRequest>(({ input }) =>
      api.fetchTransactionDetail(input),
    ),
  };
}

export type TransactionDetailActors = ReturnType<typeof transactionDetailActors>;
