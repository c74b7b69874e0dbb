// Where a tap purchase was made and what was bought, as its reader said (migration 012). Kept
// beside the ledger row, written in the same transaction, read by the row's detail and label.
import {
  TAP_ITEMS_MAX,
  type TapItem,
  tapItemError,
  tapVendorError,
} from '../../core/domain/tap-items';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';

export interface TapDetails {
  vendor?: string;
  items?: readonly TapItem[];
}

export interface StoredTapDetails {
  vendor: string | null;
  items: TapItem[];
}

/** The details as they will be stored; 400 naming what is wrong. */
export function checkTapDetails(details: TapDetails): StoredTapDetails {
  const vendor = details.vendor;
  const vendorError = vendor === undefined ? undefined : tapVendorError(vendor);
  if (vendorError) throw new HttpError(400, `vendor: ${vendorError}`);
  const items = [...(details.items ?? [])];
  if (items.length > TAP_ITEMS_MAX) {
    throw new HttpError(400, `items: at most ${TAP_ITEMS_MAX} items per purchase`);
  }
  for (const item of items) {
    const error = tapItemError(item);
    if (error) throw new HttpError(400, `items: ${error}`);
  }
  return { vendor: vendor ?? null, items };
}

/** Stores the details of a purchase just posted; nothing when the reader said nothing. */
export async function recordTapDetails(
  tx: Queryable,
  reference: string,
  details: StoredTapDetails,
): Promise<void> {
  if (details.vendor === null && details.items.length === 0) return;
  await tx.query('insert into tap_purchases (reference, vendor) values ($1, $2)', [
    reference,
    details.vendor,
  ]);
  for (const [position, item] of details.items.entries()) {
    await tx.query(
      `insert into tap_purchase_items (reference, position, name, quantity, unit_price_cents)
       values ($1, $2, $3, $4, $5)`,
      [reference, position, item.name, item.quantity, item.unitPriceCents],
    );
  }
}

/** What the reader said about the purchase `reference`: nothing is { vendor: null, items: [] }. */
export async function findTapDetails(q: Queryable, reference: string): Promise<StoredTapDetails> {
  const rows = await q.query<{ vendor: string | null } & Partial<TapItem>>(
    `select p.vendor, i.name, i.quantity, i.unit_price_cents as "unitPriceCents"
     from tap_purchases p left join tap_purchase_items i on i.reference = p.reference
     where p.reference = $1 order by i.position`,
    [reference],
  );
  return {
    vendor: rows[0]?.vendor ?? null,
    items: rows.flatMap(({ name, quantity, unitPriceCents }) =>
      name === undefined || name === null
        ? []
        : [{ name, quantity: quantity ?? 1, unitPriceCents: unitPriceCents ?? 0 }],
    ),
  };
}
