// How a body that fails its contract (core/contracts) is answered: Fastify's wording
// (`body/walletId must be string`), with a field the closed object forbids called unknown.
import type { FastifySchemaValidationError } from 'fastify';

export function formatSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const parts = errors.map((error) => {
    const path = `${dataVar}${error.instancePath}`;
    return error.schemaPath.endsWith('/additionalProperties/not')
      ? `${path} is not an allowed field`
      : `${path} ${error.message ?? 'is invalid'}`;
  });
  return new Error(parts.join(', '));
}
