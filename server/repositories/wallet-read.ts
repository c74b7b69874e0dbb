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
  // One row past the page answers hasMore without counting the whole history. The page comes as
  // one JSON text: a database driver turns every row and column into objects one by one, which
  // made a full page cost three times a short one (mostly on PGlite). The database writes the
  // date as the API sends it.
  const [page] = await q.query<{ rows: string }>(
    `select coalesce(json_agg(json_build_object(
         'reference', purchase_reference, 'category', category, 'state', state,
         'totalCents', total_cents,
         'createdAt', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
       order by created_at desc, id desc), '[]')::text as rows
     from (select * from wallet_transactions
           where wallet_id = $1 and category = any($2::text[])
           order by created_at desc, id desc
           limit $3) newest`,
    [walletId, PURCHASE_CATEGORIES, limit + 1],
  );
  const rows: TransactionRecord[] = page ? JSON.parse(page.rows) : [];
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}
