import type { PushPayload } from '../../core/contracts/push-payload';
import { formatMoney } from '../../core/domain/money';
import {
  LOW_BALANCE_NOTICE_TITLE,
  lowBalanceNoticeText,
  PURCHASE_NOTICE_TITLE,
  purchaseNoticeText,
} from '../../core/domain/money-notices';
import {
  WALLET_MESSAGE_REFUND_CANCELLED,
  WALLET_MESSAGE_REFUND_PAID,
} from '../../core/domain/wallet-rules';
import type { Queryable } from '../db/database';
import type { WalletEvent, WalletEventListener } from '../ledger/wallet-events';
import type { PushSender } from './push-sender';

/** The wallet-event listener that tells the customer by Web Push (top-up done, refund paid/void). */
export function createWalletPushNotifier(opts: {
  db: Queryable;
  sender: PushSender;
}): WalletEventListener {
  return async (event) => {
    const [wallet] = await opts.db.query<{ eventId: string; eventName: string }>(
      `select e.id as "eventId", e.name as "eventName"
         from wallets w join events e on e.id = w.event_id where w.id = $1`,
      [event.walletId],
    );
    if (!wallet) return;
    // Whichever process raised the event first (any server instance, the operator CLI) claims
    // it; a second announcement of the same change sends nothing.
    const claimed = await opts.db.query(
      `insert into push_notices (event_type, reference) values ($1, $2)
       on conflict do nothing returning reference`,
      [event.type, event.reference],
    );
    if (claimed.length === 0) return;
    await opts.sender.sendToCustomer(event.customerId, walletPushPayload(event, wallet));
  };
}

export function walletPushPayload(
  event: WalletEvent,
  wallet: { eventId: string; eventName: string },
): PushPayload {
  // The wallet page opens on the wallet concerned (the ids select the registration).
  const search = new URLSearchParams({ walletId: event.walletId, eventId: wallet.eventId });
  const common = { url: `/event/wallet?${search}`, tag: `wallet-${event.walletId}` };
  switch (event.type) {
    case 'TOP_UP_COMPLETED':
      return {
        ...common,
        title: 'Top Up Completed',
        body: `${wallet.eventName}: ${formatMoney(event.creditCents)} added to your wallet. Balance: ${formatMoney(event.balanceCents)}`,
      };
    case 'REFUND_PAID':
      return {
        ...common,
        title: 'Refund Paid',
        body: `${wallet.eventName}: ${formatMoney(event.totalCents)}. ${WALLET_MESSAGE_REFUND_PAID}`,
      };
    case 'REFUND_CANCELLED':
      return {
        ...common,
        title: 'Refund Cancelled',
        body: `${wallet.eventName}: ${WALLET_MESSAGE_REFUND_CANCELLED}`,
      };
    case 'PURCHASE_TAPPED':
      return {
        ...common,
        title: PURCHASE_NOTICE_TITLE,
        body: purchaseNoticeText(event.amountCents, event.vendor, event.balanceCents),
      };
    case 'LOW_BALANCE':
      return {
        ...common,
        // Its own tag, so the purchase that caused it does not replace it.
        tag: `low-balance-${event.walletId}`,
        title: LOW_BALANCE_NOTICE_TITLE,
        body: lowBalanceNoticeText(wallet.eventName, event.balanceCents, event.levelCents),
      };
  }
}
