// The API's question to the built-in identity on every private call: is this token's session
// still live? A live answer is kept for at most a minute, so a signed-out or reset session's
// access tokens stop working within 60 s while a busy customer costs one query a minute. An
// ended session never comes back, so that answer is kept for good.
import { createLocalJWKSet } from 'jose';
import type { TokenUse } from '../../core/contracts/runtime-config';
import { createTokenVerifier, type TokenVerifier } from '../auth/token-verifier';
import { BoundedCache } from '../cache/bounded-cache';
import type { Queryable } from '../db/database';
import type { IdentityPool } from './identity-pool';
import { isSessionLive } from './sessions';

export const SESSION_CHECK_MAX_AGE_MS = 60_000;

export function createSessionCheck(
  db: Queryable,
  opts: { maxAgeMs?: number; capacity?: number } = {},
): (sessionId: string) => Promise<boolean> {
  const maxAgeMs = opts.maxAgeMs ?? SESSION_CHECK_MAX_AGE_MS;
  const answers = new BoundedCache<string, { live: boolean; atMs: number }>(
    opts.capacity ?? 10_000,
  );
  return async (sessionId) => {
    const known = answers.get(sessionId);
    if (known && (!known.live || Date.now() - known.atMs < maxAgeMs)) return known.live;
    const live = await isSessionLive(db, sessionId);
    answers.set(sessionId, { live, atMs: Date.now() });
    return live;
  };
}

/** The API's verifier of the built-in identity's tokens: the pool's own key, live sessions only. */
export function builtinTokenVerifier(opts: {
  db: Queryable;
  pool: IdentityPool;
  issuer: string;
  tokenUse: TokenUse;
  sessionMaxAgeMs?: number;
}): TokenVerifier {
  return createTokenVerifier({
    issuer: opts.issuer,
    clientId: opts.pool.clientId,
    tokenUse: opts.tokenUse,
    jwks: createLocalJWKSet(opts.pool.jwks),
    isSessionLive: createSessionCheck(opts.db, { maxAgeMs: opts.sessionMaxAgeMs }),
  });
}
