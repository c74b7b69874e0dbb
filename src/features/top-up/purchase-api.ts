// The online top-up's call (spec §7 /customer/purchase/request) for the top-up machine. The
// request carries this page's origin: the payment provider sends the customer back there.

import { PRIVATE_PATHS } from '../../../core/contracts/private-paths';
import type {
  PurchaseRedirect,
  PurchaseRequestBody,
} from '../../../core/contracts/purchase-contract';
import { type LoadApi, privatePost } from '../../api/private-post';
import type { TopUpApi } from './chart/top-up-services';

export function createPurchaseApi(loadApi: LoadApi, requestOrigin: string): TopUpApi {
  return {
    async requestPurchase(request) {
      const { redirect } = await privatePost<PurchaseRequestBody, PurchaseRedirect>(
        loadApi,
        PRIVATE_PATHS.purchaseRequest,
        { ...request, requestOrigin },
      );
      return { redirect };
    },
  };
}
