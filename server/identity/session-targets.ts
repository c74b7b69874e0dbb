// RevokeToken (one session, by its refresh token) and GlobalSignOut (every session of the
// access token's account).
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { Static } from 'typebox';
import { CognitoError } from './cognito-error';
import { type IdentityContext, requireClient } from './identity-context';
import { isSessionLive, revokeAllSessions, revokeRefreshToken } from './sessions';
import type { GlobalSignOutBody, RevokeTokenBody } from './target-schemas';

/**
 * Like RFC 7009 (and Cognito), a token that is unknown or already revoked is not an error: the
 * caller wanted it dead and it is.
 */
export async function revokeToken(ctx: IdentityContext, body: Static<typeof RevokeTokenBody>) {
  requireClient(ctx, body.ClientId);
  await revokeRefreshToken(ctx.db, body.Token, ctx.pool.clientId);
  return {};
}

const invalidAccessToken = () => new CognitoError('NotAuthorizedException', 'Invalid Access Token');

export async function globalSignOut(ctx: IdentityContext, body: Static<typeof GlobalSignOutBody>) {
  let sub: string;
  let sessionId: unknown;
  try {
    const { payload } = await jwtVerify(body.AccessToken, createLocalJWKSet(ctx.pool.jwks), {
      algorithms: ['RS256'],
      issuer: ctx.issuer,
      requiredClaims: ['sub', 'exp', 'origin_jti'],
    });
    if (payload.token_use !== 'access' || payload.client_id !== ctx.pool.clientId) {
      throw invalidAccessToken();
    }
    sub = String(payload.sub);
    sessionId = payload.origin_jti;
  } catch {
    throw invalidAccessToken();
  }
  if (typeof sessionId !== 'string' || !(await isSessionLive(ctx.db, sessionId))) {
    throw new CognitoError('NotAuthorizedException', 'Access Token has been revoked');
  }
  await revokeAllSessions(ctx.db, sub);
  return {};
}
