// The refund pages' calls (spec §7 /customer/refund/create and /update) for the refund machine.

import { PRIVATE_PATHS } from '../../../core/contracts/private-paths';
import type {
  RefundCreateBody,
  RefundResponse,
  RefundUpdateBody,
} from '../../../core/contracts/refund-contract';
import { type LoadApi, privatePost } from '../../api/private-post';
import type { RefundApi } from './chart/refund-services';

export function createRefundsApi(loadApi: LoadApi): RefundApi {
  return {
    createRefund: (request) =>
      privatePost<RefundCreateBody, RefundResponse>(loadApi, PRIVATE_PATHS.refundCreate, request),
    updateRefund: (request) =>
      privatePost<RefundUpdateBody, RefundResponse>(loadApi, PRIVATE_PATHS.refundUpdate, request),
  };
}
