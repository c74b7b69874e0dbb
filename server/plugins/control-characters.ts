// No field of the API holds line breaks or other control characters (names, addresses, ids,
// references), and PostgreSQL refuses a NUL in text outright, so they are refused on the way in
// for every route at once: a new route or field needs nothing extra.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';

const DEL = 0x7f;
const FIRST_PRINTABLE = 0x20;

/** C0 controls (NUL to US) and DEL. Tabs and newlines count too: no field wants them. */
export function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < FIRST_PRINTABLE || code === DEL) return true;
  }
  return false;
}

/** The first string in value holding a control character, as a path (`body/items/0/name`). */
export function findControlCharacter(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    // A key is as much input as its value.
    if (hasControlCharacter(key)) return path;
    const found = findControlCharacter(child, `${path}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Checks the decoded path and query on arrival and the parsed body before validation. Raw
 * bodies kept for a signature check (the Stripe webhook) are Buffers and pass: their bytes are
 * verified, not read as fields.
 */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const [rawPath = '', rawQuery = ''] = request.url.split('?', 2);
    if (hasEncodedControlCharacter(rawPath)) {
      throw new HttpError(400, 'The URL path must not contain control characters');
    }
    if (hasEncodedControlCharacter(rawQuery)) {
      throw new HttpError(400, 'The URL query must not contain control characters');
    }
  });
  app.addHook('preValidation', async (request) => {
    const field = findControlCharacter(request.body, 'body');
    if (field !== undefined) {
      throw new HttpError(400, `${field} must not contain control characters`);
    }
  });
}

// In UTF-8 a control character is always the single byte %00-%1F or %7F, never part of another
// character's bytes, so the escaped form is found without decoding (which a bad escape breaks).
const ESCAPED_CONTROL_CHARACTER = /%(?:[01][0-9a-f]|7f)/i;

function hasEncodedControlCharacter(text: string): boolean {
  return hasControlCharacter(text) || ESCAPED_CONTROL_CHARACTER.test(text);
}
