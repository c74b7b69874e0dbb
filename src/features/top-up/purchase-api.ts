// The online top-up's call (spec §7 /customer/purchase/request) for the top-up machine. The
// request carries this page's origin: the payment provider sends the customer back there.

import { purchaseRequestEndpoint } from '../../../core/contracts/purchase-contract';
import { endpointCaller, type LoadApi } from '../../api/call-endpoint';
import type { TopUpApi } from './chart/top-up-services';

export function createPurchaseApi(loadApi: LoadApi, requestOrigin: string): TopUpApi {
  const call = endpointCaller(loadApi);
  return {
    async requestPurchase(request) {
      const { redirect } = await call(purchaseRequestEndpoint, { ...request, requestOrigin });
      return { redirect };
    },
  };
}
