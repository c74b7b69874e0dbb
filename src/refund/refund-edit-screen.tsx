import { RefundPage } from './refund-page';

// spec §2 /event/wallet/refund/edit.
export function RefundEditScreen() {
  return <RefundPage mode="edit" />;
}
