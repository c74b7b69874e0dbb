import { RefundPage } from './refund-page';

// spec §2 /event/wallet/refund, /refund/request and /refund/edit: the route starts the chart in
// the page's mode.
export function RefundScreen() {
  return <RefundPage />;
}
