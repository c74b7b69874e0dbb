// The wallet page's transaction table (spec §3 "Transaction", DESIGN §3): the five categories,
// newest first, and never more than a page of them.
import { PURCHASE_CATEGORIES } from '../../core/domain/transactions';
import type { Queryable } from '../db/database';

export interface TransactionRecord {
  reference: string;
  category: string;
  state: string;
  totalCents: number;
  /** ISO 8601 in UTC with milliseconds, as Date.toISOString writes it. */
  createdAt: string;
}

/** A row of the page as the database writes it; its date in ISO 8601 with the session's offset. */
type PageRow = [string, string, string, number, string];

/** The newest `limit` rows, and whether older ones were left out. */
export async function recentTransactions(
  q: Queryable,
  walletId: string,
  limit: number,
): Promise<{ rows: TransactionRecord[]; hasMore: boolean }> {
  // One row past the page answers hasMore without counting the whole history. The page comes as
  // one JSON text of arrays: a database driver turns every row and column into objects one by
  // one, and building keyed objects and formatting dates costs the WebAssembly database more
  // than parsing them here; a full page cost three times a short one on PGlite. The rows come
  // from wallet_newest_rows (migration 010), whose plan walks the index whatever the statistics.
  const [page] = await q.query<{ rows: string }>(
    `select coalesce(json_agg(
         json_build_array(purchase_reference, category, state, total_cents, created_at)
       order by created_at desc, id desc), '[]')::text as rows
     from wallet_newest_rows($1, $2::text[], $3)`,
    [walletId, PURCHASE_CATEGORIES, limit + 1],
  );
  const rows = (page ? (JSON.parse(page.rows) as PageRow[]) : []).map(
    ([reference, category, state, totalCents, createdAt]): TransactionRecord => ({
      reference,
      category,
      state,
      totalCents,
      createdAt: new Date(createdAt).toISOString(),
    }),
  );
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}
