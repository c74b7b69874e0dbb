// The transaction detail page's call (DESIGN §8 History: a row's detail and receipt). A failure
// rejects with a CallError carrying spec §8's text and, when the server answered, its status:
// a 404 is a row not in the customer's wallet, anything else may be tried again.
import { transactionDetailEndpoint } from '../../../core/contracts/transaction-detail-contract';
import { endpointCaller, type LoadApi } from '../../api/call-endpoint';
import type { TransactionDetailApi } from './chart/transaction-detail-services';

export function createTransactionDetailApi(loadApi: LoadApi): TransactionDetailApi {
  const call = endpointCaller(loadApi);
  return { fetchTransactionDetail: (request) => call(transactionDetailEndpoint, request) };
}
