// Search parameters declared as JSON Schema: an object of optional strings, each with its pattern.
// validateSearch keeps every property whose value its schema accepts and names the rest absent, so
// a malformed address value never stands in. The schemas are plain JSON Schema rather than built
// with TypeBox, and checked here by their own keywords (type, pattern, minLength, maxLength),
// because the builders and the validator would add about 3 and 30 kB gzipped to the login page,
// which e2e/auth-layout.spec.ts holds to 150 kB; search-schema.test.ts holds this check to
// TypeBox's Value.Check on the same schemas.

/** A string property: what its pattern and lengths (in characters) accept. */
export interface StringSchema {
  readonly type: 'string';
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
}

export interface SearchSchema {
  readonly type: 'object';
  readonly properties: Readonly<Record<string, StringSchema>>;
}

/** The search a schema describes: each property a string when valid, absent otherwise. */
export type SearchOf<Schema extends SearchSchema> = {
  [Key in keyof Schema['properties']]?: string;
};

export function acceptsString(schema: StringSchema, value: string): boolean {
  const { pattern, minLength = 0, maxLength = Number.POSITIVE_INFINITY } = schema;
  const length = [...value].length;
  if (length < minLength || length > maxLength) return false;
  return pattern === undefined || new RegExp(pattern, 'u').test(value);
}

/** The router's validateSearch for this schema; the router reads '123' as a number, so one is
 * taken as its text. Every declared key is present, undefined when absent: the router would
 * otherwise keep the raw value. */
export function searchValidator<Schema extends SearchSchema>(
  schema: Schema,
): (search: Record<string, unknown>) => SearchOf<Schema> {
  const properties = Object.entries(schema.properties);
  return (search) => {
    const valid: Record<string, string | undefined> = {};
    for (const [key, property] of properties) {
      const raw = search[key];
      const value = typeof raw === 'number' ? String(raw) : raw;
      valid[key] = typeof value === 'string' && acceptsString(property, value) ? value : undefined;
    }
    return valid as SearchOf<Schema>;
  };
}
