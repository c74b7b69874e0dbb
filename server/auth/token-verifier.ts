import { createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';

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
};

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

/** Verifies Cognito-style RS256 tokens of one kind, issuer and app client. */
export const createTokenVerifier = (opts: TokenVerifierOptions): TokenVerifier => {
  const keys =
    opts.jwks ??
    createRemoteJWKSet(new URL(opts.jwksUrl ?? `${opts.issuer}/.well-known/jwks.json`));
  return async (token) => {
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
      sub,
      email: stringClaim(payload, 'email'),
      givenName: stringClaim(payload, 'given_name'),
      familyName: stringClaim(payload, 'family_name'),
      tokenUse: opts.tokenUse,
    };
  };
};
