// The id and access tokens, with the claims Cognito puts in them (so the API's verifier and the
// SPA's identity library read them as they read Cognito's), signed with the pool's key. Both
// live one hour and carry their session's id as origin_jti, which the API checks (session-check).
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Account } from './accounts';
import { LIFETIMES } from './identity-limits';
import type { IdentityPool } from './identity-pool';

/** The scope a password sign-in's access token carries, as Cognito's does. */
export const PASSWORD_SIGN_IN_SCOPE = 'aws.cognito.signin.user.admin';

export interface IssuedTokens {
  idToken: string;
  accessToken: string;
  expiresIn: number;
}

export interface TokenSession {
  id: string;
  /** When the customer proved who they are (seconds since the epoch); kept across refreshes. */
  authTime: number;
  scope: string;
}

function sign(pool: IdentityPool, claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: pool.kid, typ: 'JWT' })
    .sign(pool.privateKey);
}

export async function issueTokens(
  pool: IdentityPool,
  issuer: string,
  account: Account,
  session: TokenSession,
): Promise<IssuedTokens> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + LIFETIMES.idAndAccessTokenS;
  const eventId = randomUUID();
  const common = {
    sub: account.sub,
    iss: issuer,
    origin_jti: session.id,
    event_id: eventId,
    auth_time: session.authTime,
    iat,
    exp,
  };
  const names = Object.fromEntries(
    [
      ['given_name', account.givenName],
      ['family_name', account.familyName],
      ['phone_number', account.phoneNumber],
    ].filter(([, value]) => value),
  );
  const [idToken, accessToken] = await Promise.all([
    sign(pool, {
      ...common,
      aud: pool.clientId,
      token_use: 'id',
      jti: randomUUID(),
      'cognito:username': account.sub,
      email: account.email,
      email_verified: account.emailVerified,
      ...names,
    }),
    sign(pool, {
      ...common,
      client_id: pool.clientId,
      token_use: 'access',
      jti: randomUUID(),
      scope: session.scope,
      username: account.sub,
    }),
  ]);
  return { idToken, accessToken, expiresIn: LIFETIMES.idAndAccessTokenS };
}
