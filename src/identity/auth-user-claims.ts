// The signed-in customer as the id token's claims describe them (spec §6), read the same way
// from a session of the identity library and from the tokens it stored.
import type { AuthUser } from '../features/auth/chart/auth-types';

function claim(payload: Record<string, unknown>, name: string): string {
  const value = payload[name];
  return typeof value === 'string' ? value : '';
}

export function authUserOfClaims(payload: Record<string, unknown>): AuthUser {
  return {
    sub: claim(payload, 'sub'),
    email: claim(payload, 'email'),
    givenName: claim(payload, 'given_name'),
    familyName: claim(payload, 'family_name'),
    phone: claim(payload, 'phone_number'),
  };
}
