// The online top-up's call (spec §7 /customer/purchase/request) for the top-up machine. The
// request carries this page's origin: the payment provider sends the customer back there.

import { PRIVATE_PATHS } from '../../core/contracts/private-paths';
import type { PurchaseRedirect, PurchaseRequestBody } from '../../core/contracts/purchase-contract';
import type { TopUpApi } from '../../machines/top-up/top-up-services';
import { type LoadApi, privatePost } from './private-post';

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
