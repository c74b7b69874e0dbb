import { useSelector } from '@xstate/react';
import { RefundsCloseNotice } from '../../ui/refunds-close-notice';
import { RefundTrackerCard } from './refund-tracker-card';
import type { WalletFlowActor } from './use-wallet-flow';

// DESIGN §8 Refund tracker on the wallet page: when its refunds close, and the refund lodged.
export function WalletRefundPanel({ actor }: { actor: WalletFlowActor }) {
  const registration = useSelector(actor, (snapshot) => snapshot.context.registration);
  const wallet = useSelector(actor, (snapshot) => snapshot.context.wallet);
  if (!registration) return null;
  return (
    <>
      <RefundsCloseNotice registration={registration} refundsCloseAt={wallet?.refundsCloseAt} />
      {wallet?.refund && <RefundTrackerCard refund={wallet.refund} />}
    </>
  );
}
