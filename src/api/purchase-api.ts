// The online top-up's call (spec §7 /customer/purchase/request) for the top-up machine. The
// request carries this page's origin: the payment provider sends the customer back there.
import type { TopUpApi } from '../../machines/top-up/top-up-services';
import type { PurchaseRedirect } from '../../machines/top-up/top-up-types';
import { type LoadApi, privatePost } from './private-post';

export function createPurchaseApi(loadApi: LoadApi, requestOrigin: string): TopUpApi {
  return {
    async requestPurchase(request) {
      const { redirect } = await privatePost<PurchaseRedirect>(
        loadApi,
        '/api/private/customer/purchase/request',
        { ...request, requestOrigin },
      );
      return { redirect };
    },
  };
}
