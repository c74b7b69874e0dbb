// The wallet page's transaction table (spec §3 "Transaction", DESIGN §3): the five categories,
// newest first, and never more than a page of them.
import { PURCHASE_CATEGORIES } from '../../src/domain/transactions';
import type { Queryable } from '../db/database';

export interface TransactionRecord {
  reference: string;
  category: string;
  state: string;
  totalCents: number;
  createdAt: Date;
}

/** The newest `limit` rows, and whether older ones were left out. */
export async function recentTransactions(
  q: Queryable,
  walletId: string,
  limit: number,
): Promise<{ rows: TransactionRecord[]; hasMore: boolean }> {
  // One row past the page answers hasMore without counting the whole history.
  const rows = await q.query<TransactionRecord>(
    `select purchase_reference as reference, category, state, total_cents as "totalCents",
       created_at as "createdAt"
     from wallet_transactions
     where wallet_id = $1 and category = any($2::text[])
     order by created_at desc, id desc
     limit $3`,
    [walletId, PURCHASE_CATEGORIES, limit + 1],
  );
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}
