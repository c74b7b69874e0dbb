// What a tap purchase tells its wallet's holder (DESIGN §8 Notifications): the purchase itself,
// and the fall below the level they picked on Profile. Raised after the tap has committed; a
// wallet nobody has registered tells no one. Sent once each through push_notices, keyed by the
// tap's reference, however many instances or replays announce it.
import { crossesBelow } from '../../core/domain/money-notices';
import type { Queryable } from '../db/database';
import type { WalletEvent } from '../ledger/wallet-events';
import type { TapResult } from './taps';

export async function tapPurchaseNotices(
  q: Queryable,
  tap: TapResult,
  amountCents: number,
): Promise<WalletEvent[]> {
  if (!tap.applied) return [];
  const [wallet] = await q.query<{
    customerId: string | null;
    levelCents: number | null;
    vendor: string | null;
  }>(
    `select w.customer_id as "customerId", c.low_balance_cents as "levelCents",
       (select vendor from tap_purchases where reference = $2) as vendor
     from wallets w left join customers c on c.id = w.customer_id where w.id = $1`,
    [tap.walletId, tap.reference],
  );
  if (!wallet?.customerId) return [];
  const { customerId, levelCents, vendor } = wallet;
  const common = { walletId: tap.walletId, customerId, reference: tap.reference };
  const events: WalletEvent[] = [
    { ...common, type: 'PURCHASE_TAPPED', amountCents, vendor, balanceCents: tap.balanceCents },
  ];
  if (crossesBelow(tap.balanceCents + amountCents, tap.balanceCents, levelCents)) {
    events.push({
      ...common,
      type: 'LOW_BALANCE',
      balanceCents: tap.balanceCents,
      levelCents: levelCents ?? 0,
    });
  }
  return events;
}
