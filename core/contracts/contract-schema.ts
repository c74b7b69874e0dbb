// The building blocks every endpoint contract is made of, so a field kind (an id, a name, money)
// is checked the same way on every call. Request objects are closed: Fastify's Ajv would silently
// drop what `additionalProperties: false` forbids, whereas an unknown field is a client bug the
// server answers with 400 naming it; server/routes/schema-errors.ts words that failure.
import type { TObject, TProperties } from 'typebox';
import * as Type from 'typebox/type';

/** A request body with exactly these properties (the optional ones marked with Type.Optional). */
export function closedObject<Properties extends TProperties>(
  properties: Properties,
): TObject<Properties> {
  return Type.Object(properties, { additionalProperties: Type.Never() });
}

/** A string of at most maxLength characters (and at least minLength). */
export function text(maxLength: number, minLength = 0) {
  return Type.String({ minLength, maxLength });
}

/** A string or null, as a form leaves an optional field; one `type` so the error stays short. */
export function nullableText(maxLength?: number) {
  const type = ['string', 'null'];
  return Type.Unsafe<string | null>(maxLength === undefined ? { type } : { type, maxLength });
}

/** One of the domain's listed values (statuses, phases), declared once in core/domain. */
export function oneOf<const Value extends string>(values: readonly Value[]) {
  return Type.Unsafe<Value>({ type: 'string', enum: [...values] });
}

/**
 * A database id. A pattern rather than format 'uuid', which also lets 'urn:uuid:…' through to a
 * database that refuses it.
 */
export const Uuid = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
});

/** Dollars with two decimals as the API speaks money; the handlers check the decimals. */
export const Money = Type.Number({ minimum: -100000, maximum: 100000 });

/** ISO 4217 code, e.g. 'NZD'. */
export const Currency = Type.String({ pattern: '^[A-Za-z]{3}$' });

/** An answer that only says the call succeeded. */
export const NoContent = Type.Null();
