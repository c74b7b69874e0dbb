// Search parameters declared as TypeBox schemas: an object of optional string properties, each
// with its pattern. validateSearch keeps every property whose value its schema accepts and names
// the rest absent, so a malformed address value never stands in. The check reads the schema's
// own keywords (type, pattern, minLength, maxLength) instead of bundling TypeBox's validator
// (about 30 kB gzipped) into the first screen; search-schema.test.ts holds it to Value.Check.
import type { Static, TObject, TOptional, TString, TStringOptions } from 'typebox';

export type SearchSchema = TObject<Record<string, TOptional<TString>>>;

export function acceptsString(schema: TString, value: string): boolean {
  const {
    pattern,
    minLength = 0,
    maxLength = Number.POSITIVE_INFINITY,
  } = schema as TString & TStringOptions;
  const length = [...value].length;
  if (length < minLength || length > maxLength) return false;
  return pattern === undefined || new RegExp(pattern, 'u').test(value);
}

/** The router's validateSearch for this schema; the router reads '123' as a number, so one is
 * taken as its text. Every declared key is present, undefined when absent: the router would
 * otherwise keep the raw value. */
export function searchValidator<Schema extends SearchSchema>(
  schema: Schema,
): (search: Record<string, unknown>) => Static<Schema> {
  const properties = Object.entries(schema.properties);
  for (const [key, property] of properties) {
    if (property.type !== 'string') throw new Error(`Search parameter ${key} must be a string`);
  }
  return (search) => {
    const valid: Record<string, string | undefined> = {};
    for (const [key, property] of properties) {
      const raw = search[key];
      const value = typeof raw === 'number' ? String(raw) : raw;
      valid[key] = typeof value === 'string' && acceptsString(property, value) ? value : undefined;
    }
    return valid as Static<Schema>;
  };
}
