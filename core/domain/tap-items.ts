// What a vendor's reader may say about a tap purchase (DESIGN §8 History): where it was made and
// what was bought, as the operator CLI types it: `--vendor "Bar 3" --item "Beer 2x9.50"`. The
// items are the reader's account of the sale; they are not checked against its amount (a
// reader may apply a discount or a deal).
import { formatMoney, MAX_BALANCE_CENTS, toCents } from './money';

export interface TapItem {
  name: string;
  quantity: number;
  /** Integer cents, zero or more. */
  unitPriceCents: number;
}

export const TAP_VENDOR_MAX_LENGTH = 60;
export const TAP_ITEM_NAME_MAX_LENGTH = 60;
export const TAP_ITEM_MAX_QUANTITY = 99;
export const TAP_ITEMS_MAX = 20;

export const TAP_ITEM_FORMAT =
  '"<name> <quantity>x<price>" such as "Beer 2x9.50", or "<name> <price>"';

// A name, then an optional quantity with 'x' (or '×'), then a price of at most two decimals.
const ITEM = /^(.*?)\s+(?:(\d+)\s*[x×]\s*)?\$?(\d+(?:\.\d{1,2})?)$/;
// Tabs, line breaks and the like would break the receipt and the CSV.
const CONTROL = /\p{Cc}/u;

/** Reads an item as typed; answers the item, or why it cannot be read. */
export function parseTapItem(text: string): { item: TapItem } | { error: string } {
  const match = ITEM.exec(text.trim());
  if (!match) return { error: `An item must be ${TAP_ITEM_FORMAT}, got "${text}"` };
  const item: TapItem = {
    name: (match[1] ?? '').trim(),
    quantity: match[2] === undefined ? 1 : Number(match[2]),
    unitPriceCents: toCents(match[3] ?? '0'),
  };
  const error = tapItemError(item);
  return error ? { error: `${error}, got "${text}"` } : { item };
}

/** Why an item is refused (for the server as well as the CLI), or undefined. */
export function tapItemError(item: TapItem): string | undefined {
  if (item.name === '' || item.name !== item.name.trim() || CONTROL.test(item.name)) {
    return 'An item needs a name before its quantity and price';
  }
  if (item.name.length > TAP_ITEM_NAME_MAX_LENGTH) {
    return `An item's name is at most ${TAP_ITEM_NAME_MAX_LENGTH} characters`;
  }
  if (
    !Number.isInteger(item.quantity) ||
    item.quantity < 1 ||
    item.quantity > TAP_ITEM_MAX_QUANTITY
  ) {
    return `An item's quantity is from 1 to ${TAP_ITEM_MAX_QUANTITY}`;
  }
  if (
    !Number.isSafeInteger(item.unitPriceCents) ||
    item.unitPriceCents < 0 ||
    item.unitPriceCents > MAX_BALANCE_CENTS
  ) {
    return `An item's price is from $0.00 to ${formatMoney(MAX_BALANCE_CENTS)}`;
  }
  return undefined;
}

/** Why a vendor name is refused, or undefined. */
export function tapVendorError(vendor: string): string | undefined {
  if (vendor.trim() === '' || vendor !== vendor.trim() || CONTROL.test(vendor)) {
    return 'A vendor is a name such as "Bar 3"';
  }
  if (vendor.length > TAP_VENDOR_MAX_LENGTH) {
    return `A vendor's name is at most ${TAP_VENDOR_MAX_LENGTH} characters`;
  }
  return undefined;
}

/** What the items come to: quantity × price, summed. */
export function tapItemsTotalCents(items: readonly TapItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0);
}
