// The refund pages' calls (spec §7 /customer/refund/create and /update) for the refund machine.
import type { RefundApi } from '../../machines/refund/refund-services';
import { type LoadApi, privatePost } from './private-post';

export function createRefundsApi(loadApi: LoadApi): RefundApi {
  return {
    createRefund: (request) =>
      privatePost<unknown>(loadApi, '/api/private/customer/refund/create', request),
    updateRefund: (request) =>
      privatePost<unknown>(loadApi, '/api/private/customer/refund/update', request),
  };
}
