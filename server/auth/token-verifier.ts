import { createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { BoundedCache } from '../cache/bounded-cache';

export type TokenUse = 'id' | 'access';

export type VerifiedUser = {
  sub: string;
  email: string | null;
  givenName: string | null;
  familyName: string | null;
  tokenUse: TokenUse;
};

export type TokenVerifier = (token: string) => Promise<VerifiedUser>;

export type TokenVerifierOptions = {
  issuer: string;
  clientId: string;
  tokenUse: TokenUse;
  /** Where the identity publishes its keys; defaults to `${issuer}/.well-known/jwks.json`. */
  jwksUrl?: string;
  /** Keys to use instead of fetching them (tests, pinned keys). */
  jwks?: JWTVerifyGetKey;
  /** How many verified tokens are remembered until they expire; defaults to 10 000. */
  cacheSize?: number;
  /**
   * Whether the session a token was issued in (its origin_jti) is still live. Given for the
   * built-in identity, whose sessions can be revoked: a token without one, or of an ended
   * session, is refused however long it has left.
   */
  isSessionLive?: (sessionId: string) => Promise<boolean>;
};

/** A verified token's caller, good until the token's exp (milliseconds since the epoch). */
type VerifiedUntil = { user: VerifiedUser; expiresAtMs: number; sessionId: string | null };

/** The token is not acceptable: the caller is not signed in. */
export class TokenError extends Error {
  override name = 'TokenError';
}

// Failures that say something about the token itself. Anything else (the key set cannot be
// fetched or read) is the identity service's fault and is rethrown as it is.
const INVALID_TOKEN_CODES = new Set([
  errors.JWTExpired.code,
  errors.JWTClaimValidationFailed.code,
  errors.JWTInvalid.code,
  errors.JWSInvalid.code,
  errors.JWSSignatureVerificationFailed.code,
  errors.JOSEAlgNotAllowed.code,
  errors.JOSENotSupported.code,
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
]);

const stringClaim = (payload: JWTPayload, name: string): string | null => {
  const value = payload[name];
  return typeof value === 'string' && value !== '' ? value : null;
};

// Cognito access tokens name their app client in client_id and carry no aud; id tokens use aud.
const checkClient = (payload: JWTPayload, tokenUse: TokenUse, clientId: string) => {
  const client = tokenUse === 'access' ? payload.client_id : payload.aud;
  const matches = Array.isArray(client) ? client.includes(clientId) : client === clientId;
  if (!matches) throw new TokenError('Token was issued to another client');
};

/**
 * Verifies Cognito-style RS256 tokens of one kind, issuer and app client. A token that passed is
 * remembered, keyed by its whole text, until its own exp: the same signed bytes can only verify
 * the same way until then, so the signature check is not repeated on every call of a session.
 * Refused tokens are not remembered, and an entry is dropped the moment its token expires.
 */
export const createTokenVerifier = (opts: TokenVerifierOptions): TokenVerifier => {
  const keys =
    opts.jwks ??
    createRemoteJWKSet(new URL(opts.jwksUrl ?? `${opts.issuer}/.well-known/jwks.json`));
  const verified = new BoundedCache<string, VerifiedUntil>(opts.cacheSize ?? 10_000);
  const live = async ({ user, sessionId }: VerifiedUntil) => {
    if (!opts.isSessionLive) return user;
    if (!sessionId || !(await opts.isSessionLive(sessionId))) {
      throw new TokenError('The session of this token has ended');
    }
    return user;
  };
  return async (token) => {
    const known = verified.get(token);
    if (known && Date.now() < known.expiresAtMs) return live(known);
    if (known) verified.delete(token);
    const checked = await verify(token, keys, opts);
    verified.set(token, checked);
    return live(checked);
  };
};

async function verify(
  token: string,
  keys: JWTVerifyGetKey,
  opts: TokenVerifierOptions,
): Promise<VerifiedUntil> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keys, {
      algorithms: ['RS256'],
      issuer: opts.issuer,
      requiredClaims: ['exp', 'sub', 'token_use'],
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError && INVALID_TOKEN_CODES.has(error.code)) {
      throw new TokenError(error.message, { cause: error });
    }
    throw error;
  }
  if (payload.token_use !== opts.tokenUse) {
    throw new TokenError(`Expected an ${opts.tokenUse} token`);
  }
  checkClient(payload, opts.tokenUse, opts.clientId);
  const sub = stringClaim(payload, 'sub');
  if (!sub) throw new TokenError('Token has no subject');
  return {
    user: {
      sub,
      email: stringClaim(payload, 'email'),
      givenName: stringClaim(payload, 'given_name'),
      familyName: stringClaim(payload, 'family_name'),
      tokenUse: opts.tokenUse,
    },
    // requiredClaims guarantees exp; jwtVerify has checked that it is a number in the future.
    expiresAtMs: (payload.exp as number) * 1000,
    sessionId: stringClaim(payload, 'origin_jti'),
  };
}
