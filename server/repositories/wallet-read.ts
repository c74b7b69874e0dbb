// The wallet page's transaction table (spec §3 "Transaction", DESIGN §3): the five categories,
// newest first, and never more than a page of them.
import { PURCHASE_CATEGORIES } from '../../src/domain/transactions';
import type { Queryable } from '../db/database';

export interface TransactionRecord {
  reference: string;
  category: string;
  state: string;
  totalCents: number;
  /** ISO 8601 in UTC with milliseconds, as Date.toISOString writes it. */
  createdAt: string;
}

/** The newest `limit` rows, and whether older ones were left out. */
export async function recentTransactions(
  q: Queryable,
  walletId: string,
  limit: number,
): Promise<{ rows: TransactionRecord[]; hasMore: boolean }> {
  // One row past the page answers hasMore without counting the whole history.
  const rows = await q.query<TransactionRecord>(
    // The database writes the date as the API sends it, so no row's timestamp is parsed into a
    // Date only to be formatted again.
    `select purchase_reference as reference, category, state, total_cents as "totalCents",
       to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
     from wallet_transactions
     where wallet_id = $1 and category = any($2::text[])
     order by created_at desc, id desc
     limit $3`,
    [walletId, PURCHASE_CATEGORIES, limit + 1],
  );
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}
