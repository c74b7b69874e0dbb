import { RefundPage } from './refund-page';

// spec §2 /event/wallet/refund and /event/wallet/refund/request.
export function RefundScreen() {
  return <RefundPage mode="request" />;
}
