// A cold signed-in first screen should not wait for the identity library (24 kB on a festival
// network, issue #27) only to read tokens it stored and that are still good. While both stored
// tokens stay valid for a while yet, the session is read from storage as the library itself would
// (CognitoUser.getSession answers from storage then, without a call); a token near its end, or
// anything missing or unreadable, leaves it to the library, which refreshes.
import type { AuthUser } from '../features/auth/chart/auth-types';
import { authUserOfClaims } from './auth-user-claims';
import type { KeyValueStorage } from './identity-environment';

/** Seconds a token must still be valid for: the library refreshes one nearer its end. */
export const FRESH_FOR_SECONDS = 60;

export interface FreshStoredSession {
  user: AuthUser;
  idToken: string;
  accessToken: string;
}

function claimsOf(token: string): Record<string, unknown> {
  const payload = (token.split('.')[1] ?? '').replaceAll('-', '+').replaceAll('_', '/');
  const bytes = Uint8Array.from(atob(payload), (character) => character.charCodeAt(0));
  const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
  if (typeof claims !== 'object' || claims === null) throw new Error('No claims');
  return claims as Record<string, unknown>;
}

/** The stored session while its tokens are fresh at `nowMs`; null for the library to decide. */
export function freshStoredSession(
  storage: Pick<KeyValueStorage, 'getItem'>,
  clientId: string,
  nowMs: number,
): FreshStoredSession | null {
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  const username = storage.getItem(`${prefix}.LastAuthUser`);
  if (username === null) return null;
  const stored = (name: string) => storage.getItem(`${prefix}.${username}.${name}`);
  const idToken = stored('idToken');
  const accessToken = stored('accessToken');
  if (!idToken || !accessToken || !stored('refreshToken')) return null;
  try {
    const idClaims = claimsOf(idToken);
    // The library's own measure of this device's clock against the identity's, in seconds.
    const drift = Number(stored('clockDrift') ?? 0) || 0;
    const now = nowMs / 1000 - drift;
    const freshUntil = (claims: Record<string, unknown>) =>
      typeof claims.exp === 'number' && claims.exp > now + FRESH_FOR_SECONDS;
    if (!freshUntil(idClaims) || !freshUntil(claimsOf(accessToken))) return null;
    return { user: authUserOfClaims(idClaims), idToken, accessToken };
  } catch {
    return null;
  }
}
