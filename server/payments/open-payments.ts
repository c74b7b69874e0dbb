// Card payments still open count against the wallet maximum for every other credit (a new online
// request or a desk top-up), so the wallet always has room for what they will credit.
import type { Queryable } from '../db/database';
import { PAYMENT_SESSION_TTL_MINUTES } from './payment-provider';

/**
 * What open payments of the wallet may still bring in, in cents (their charged amounts, which
 * are at least their credit). Sessions older than their lifetime are left out: the provider
 * closes them, and one that completes later all the same is refunded if it no longer fits.
 */
export async function openPaymentsCents(tx: Queryable, walletId: string): Promise<number> {
  const [row] = await tx.query<{ pending: number }>(
    `select coalesce(sum(amount_cents), 0)::bigint as pending from purchases
     where wallet_id = $1 and state = 'PENDING'
       and created_at > now() - make_interval(mins => $2)`,
    [walletId, PAYMENT_SESSION_TTL_MINUTES],
  );
  return Number(row?.pending ?? 0);
}
