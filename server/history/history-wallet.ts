// The caller's wallet as its history, detail and export read it: who holds it and at which
// event. Another customer's wallet, or one named with the wrong event, is "not found", never
// "forbidden", so ids cannot be probed.
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';

export interface HistoryWallet {
  walletId: string;
  eventName: string;
  currency: string;
  creditCardFeeBasisPoints: number;
  balanceCents: number;
  /** The holder's name as the profile has it ('' when the profile has none). */
  customerName: string;
}

export async function findHistoryWallet(
  q: Queryable,
  sub: string,
  walletId: string,
  eventId: string,
): Promise<HistoryWallet> {
  const [row] = await q.query<HistoryWallet>(
    `select w.id as "walletId", e.name as "eventName", e.currency,
       e.credit_card_fee_bp as "creditCardFeeBasisPoints", w.balance_cents as "balanceCents",
       trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) as "customerName"
     from wallets w
     join customers c on c.id = w.customer_id
     join events e on e.id = w.event_id
     where w.id = $1 and c.sub = $2 and e.id = $3`,
    [walletId, sub, eventId],
  );
  if (!row) throw new HttpError(404, 'Wallet not found');
  return row;
}
