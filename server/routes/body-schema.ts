// Request body schemas of the customer API. Fastify's Ajv silently drops properties that
// `additionalProperties: false` forbids; here an unknown field is a client bug answered with 400
// naming it, so closed objects use a schema that no value matches and the formatter below words
// that failure.
import type { FastifySchemaValidationError } from 'fastify';

const NOTHING = { not: {} } as const;

type Schema = Record<string, unknown>;

/** An object with exactly these properties; all of them required unless `required` says less. */
export function closedObject(
  properties: Record<string, Schema>,
  required: readonly string[] = Object.keys(properties),
): Schema {
  return { type: 'object', required, properties, additionalProperties: NOTHING };
}

/** A string of at most maxLength characters (and at least minLength). */
export function text(maxLength: number, minLength = 0): Schema {
  return { type: 'string', minLength, maxLength };
}

/**
 * A response object with all these properties required, so an answer missing one fails to
 * serialise instead of reaching the client incomplete.
 */
export function answerObject(properties: Record<string, Schema>): Schema {
  return { type: 'object', required: Object.keys(properties), properties };
}

export const UUID: Schema = { type: 'string', format: 'uuid' };

/** Fastify's wording (`body/walletId must be string`), with unknown fields called so. */
export function formatSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const parts = errors.map((error) => {
    const path = `${dataVar}${error.instancePath}`;
    return error.schemaPath.endsWith('/additionalProperties/not')
      ? `${path} is not an allowed field`
      : `${path} ${error.message ?? 'is invalid'}`;
  });
  return new Error(parts.join(', '));
}
