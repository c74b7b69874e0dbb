// The wallet page's transaction table (spec §3 "Transaction", DESIGN §3, §8 History): the five
// categories, newest first, a page at a time, every row reachable.
import { PURCHASE_CATEGORIES } from '../../core/domain/transactions';
import type { Queryable } from '../db/database';

export interface TransactionRecord {
  reference: string;
  category: string;
  state: string;
  totalCents: number;
  /** ISO 8601 in UTC with milliseconds, as Date.toISOString writes it. */
  createdAt: string;
  /** What the row's writer stored. */
  description: string;
  /** Where a tap purchase was made, when its reader said. */
  vendor: string | null;
}

export interface TransactionPage {
  rows: TransactionRecord[];
  /** Older rows follow the page. */
  hasMore: boolean;
}

/** A row of the page as the database writes it; its date in ISO 8601 with the session's offset. */
type PageRow = [string, string, string, number, string, string, string | null];

/** The newest `limit` rows, and whether older ones were left out. */
export async function recentTransactions(
  q: Queryable,
  walletId: string,
  limit: number,
): Promise<TransactionPage> {
  return readPage(q, limit, 'wallet_newest_rows($1, $2::text[], $3)', [
    walletId,
    PURCHASE_CATEGORIES,
    limit + 1,
  ]);
}

// The largest row count an integer parameter holds: the whole history.
const ALL_ROWS = 2_147_483_646;

/** Every row of the wallet's table, newest first, in one statement (the history's export). */
export async function allTransactions(
  q: Queryable,
  walletId: string,
): Promise<TransactionRecord[]> {
  const { rows } = await readPage(q, ALL_ROWS, 'wallet_newest_rows($1, $2::text[], $3)', [
    walletId,
    PURCHASE_CATEGORIES,
    ALL_ROWS + 1,
  ]);
  return rows;
}

/**
 * The `limit` rows after the wallet's row `beforeReference` in table order, or undefined when
 * the wallet has no such row in its table.
 */
export async function olderTransactions(
  q: Queryable,
  walletId: string,
  beforeReference: string,
  limit: number,
): Promise<TransactionPage | undefined> {
  const [before] = await q.query<{ id: string }>(
    `select id from wallet_transactions
     where purchase_reference = $1 and wallet_id = $2 and category = any ($3::text[])`,
    [beforeReference, walletId, PURCHASE_CATEGORIES],
  );
  if (!before) return undefined;
  return readPage(q, limit, 'wallet_rows_before($1, $2::text[], $4::bigint, $3)', [
    walletId,
    PURCHASE_CATEGORIES,
    limit + 1,
    before.id,
  ]);
}

/** One row of the wallet's table by its reference, or undefined. */
export async function findWalletTransaction(
  q: Queryable,
  walletId: string,
  reference: string,
): Promise<TransactionRecord | undefined> {
  const [row] = await q.query<Omit<TransactionRecord, 'createdAt'> & { createdAt: Date }>(
    `select t.purchase_reference as reference, t.category, t.state, t.total_cents as "totalCents",
       t.created_at as "createdAt", t.description, v.vendor
     from wallet_transactions t left join tap_purchases v on v.reference = t.purchase_reference
     where t.purchase_reference = $1 and t.wallet_id = $2 and t.category = any ($3::text[])`,
    [reference, walletId, PURCHASE_CATEGORIES],
  );
  return row && { ...row, createdAt: new Date(row.createdAt).toISOString() };
}

/** The page of `limit` rows from a row source whose third parameter asks one row more. */
async function readPage(
  q: Queryable,
  limit: number,
  source: string,
  params: unknown[],
): Promise<TransactionPage> {
  // One row past the page answers hasMore without counting the whole history. The page comes as
  // one JSON text of arrays: a database driver turns every row and column into objects one by
  // one, and building keyed objects and formatting dates costs the WebAssembly database more
  // than parsing them here; a full page cost three times a short one on PGlite. The rows come
  // from wallet_newest_rows (migration 010) or wallet_rows_before (012), whose plans walk the
  // index whatever the statistics; the vendor is a subquery per row, an index probe each, so no
  // join plan can turn it into a scan of every tap.
  const [page] = await q.query<{ rows: string }>(
    `select coalesce(json_agg(
         json_build_array(r.purchase_reference, r.category, r.state, r.total_cents, r.created_at,
           r.description,
           (select v.vendor from tap_purchases v where v.reference = r.purchase_reference))
       order by r.created_at desc, r.id desc), '[]')::text as rows
     from ${source} r`,
    params,
  );
  const rows = (page ? (JSON.parse(page.rows) as PageRow[]) : []).map(
    ([reference, category, state, totalCents, createdAt, description, vendor]) => ({
      reference,
      category,
      state,
      totalCents,
      createdAt: new Date(createdAt).toISOString(),
      description,
      vendor,
    }),
  );
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}
