// The refund pages' calls (spec §7 /customer/refund/create and /update) for the refund machine.

import {
  refundCreateEndpoint,
  refundUpdateEndpoint,
} from '../../../core/contracts/refund-contract';
import { endpointCaller, type LoadApi } from '../../api/call-endpoint';
import type { RefundApi } from './chart/refund-services';

export function createRefundsApi(loadApi: LoadApi): RefundApi {
  const call = endpointCaller(loadApi);
  return {
    createRefund: (request) => call(refundCreateEndpoint, request),
    updateRefund: (request) => call(refundUpdateEndpoint, request),
  };
}
