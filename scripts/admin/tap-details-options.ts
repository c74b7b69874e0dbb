// `tap purchase … --vendor "Bar 3" --item "Beer 2x9.50"`: what the reader says about a sale.
import { parseTapItem, type TapItem, tapVendorError } from '../../core/domain/tap-items';
import type { TapDetails } from '../../server/operator/tap-details';
import { type ParsedArgs, UsageError } from './command';
import { optionalOption } from './values';

export function tapDetails(parsed: ParsedArgs): TapDetails {
  const vendor = optionalOption(parsed, 'vendor')?.trim();
  if (vendor !== undefined) {
    const error = tapVendorError(vendor);
    if (error) throw new UsageError(`--vendor: ${error}, got "${vendor}"`);
  }
  const typed = parsed.options.item;
  const items: TapItem[] = (Array.isArray(typed) ? typed : []).map((text) => {
    const result = parseTapItem(String(text));
    if ('error' in result) throw new UsageError(`--item: ${result.error}`);
    return result.item;
  });
  return { ...(vendor === undefined ? {} : { vendor }), ...(items.length ? { items } : {}) };
}
