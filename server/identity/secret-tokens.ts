// Opaque secrets the service hands out (refresh tokens, challenge sessions, authorization codes)
// and e-mailed codes. Only their SHA-256 is stored: a copy of the database cannot be replayed.
// The opaque ones carry 256 random bits, so a fast hash is enough; codes are short, but single
// use, short-lived and limited to five wrong tries.
import { createHash, randomBytes, randomInt } from 'node:crypto';

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const CODE_LENGTH = 6;

/** A code of six random digits, leading zeros included. */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** A code's hash is bound to its e-mail and purpose, so it verifies nowhere else. */
export function codeHash(email: string, purpose: string, code: string): string {
  return tokenHash(`${purpose}\u0000${email}\u0000${code}`);
}
