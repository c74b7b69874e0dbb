// The hosted sign-in (OAuth 2 authorization code, RFC 6749, with PKCE S256 only, RFC 7636): the
// authorize request's checks, the codes it hands back, and their exchange for tokens.
import { createHash } from 'node:crypto';
import { findAccountBySub } from './accounts';
import type { IdentityContext } from './identity-context';
import { LIFETIMES } from './identity-limits';
import { issueTokens } from './identity-tokens';
import { newOpaqueToken, tokenHash } from './secret-tokens';
import { revokeSessionById, startSession } from './sessions';

/** The scopes the app client may ask for (spec §7). */
export const ALLOWED_SCOPES = [
  'phone',
  'email',
  'profile',
  'openid',
  'aws.cognito.signin.user.admin',
];

export const AUTHORIZE_FIELDS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;

export interface AuthorizeRequest {
  redirectUri: string;
  scope: string;
  state: string | undefined;
  codeChallenge: string;
  /** The checked parameters as the form carries them to its post. */
  hidden: Record<string, string>;
}

export type AuthorizeCheck =
  | { kind: 'valid'; request: AuthorizeRequest }
  /** Nowhere safe to send the browser back to: shown on our own page. */
  | { kind: 'page'; message: string }
  /** A registered return address: the app is told with `error` (and the state). */
  | { kind: 'redirect'; location: string };

const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
const MAX_STATE = 2048;

export function withQuery(uri: string, query: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.toString();
}

export function checkAuthorizeRequest(
  ctx: IdentityContext,
  params: Record<string, string | undefined>,
): AuthorizeCheck {
  const redirectUri = params.redirect_uri;
  if (params.client_id !== ctx.pool.clientId) {
    return { kind: 'page', message: 'This sign-in link names an unknown app.' };
  }
  if (redirectUri === undefined || !ctx.redirectUris.includes(redirectUri)) {
    return {
      kind: 'page',
      message: 'This sign-in link returns to an address the app did not register.',
    };
  }
  const state = params.state;
  const refuse = (error: string, description: string): AuthorizeCheck => ({
    kind: 'redirect',
    location: withQuery(redirectUri, {
      error,
      error_description: description,
      state: state !== undefined && state.length <= MAX_STATE ? state : undefined,
    }),
  });
  if (state !== undefined && state.length > MAX_STATE) {
    return refuse('invalid_request', 'state is too long');
  }
  if (params.response_type !== 'code') {
    return refuse('unsupported_response_type', 'Only response_type=code is supported');
  }
  if (params.code_challenge_method !== 'S256' || !CHALLENGE.test(params.code_challenge ?? '')) {
    return refuse(
      'invalid_request',
      'A PKCE code_challenge with code_challenge_method=S256 is required',
    );
  }
  const scopes = (params.scope ?? ALLOWED_SCOPES.join(' ')).split(' ').filter(Boolean);
  if (scopes.length === 0 || scopes.some((scope) => !ALLOWED_SCOPES.includes(scope))) {
    return refuse('invalid_scope', 'The scope asks for more than the app may have');
  }
  const scope = scopes.join(' ');
  const codeChallenge = params.code_challenge as string;
  return {
    kind: 'valid',
    request: {
      redirectUri,
      scope,
      state,
      codeChallenge,
      hidden: Object.fromEntries(
        Object.entries({
          client_id: ctx.pool.clientId,
          redirect_uri: redirectUri,
          response_type: 'code',
          scope,
          state,
          code_challenge: codeChallenge,
          code_challenge_method: 'S256',
        }).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
    },
  };
}

/** The code the browser carries back to the app: single use, five minutes, this request only. */
export async function issueAuthorizationCode(
  ctx: IdentityContext,
  sub: string,
  request: AuthorizeRequest,
): Promise<string> {
  const code = newOpaqueToken();
  await ctx.db.query(
    `insert into identity_authorization_codes
       (code_hash, sub, client_id, redirect_uri, code_challenge, scope, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + $7::bigint * interval '1 millisecond')`,
    [
      tokenHash(code),
      sub,
      ctx.pool.clientId,
      request.redirectUri,
      request.codeChallenge,
      request.scope,
      LIFETIMES.authorizationCodeMs,
    ],
  );
  return code;
}

export interface TokenRequest {
  grant_type?: string;
  client_id?: string;
  redirect_uri?: string;
  code?: string;
  code_verifier?: string;
}

export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly statusCode = 400,
  ) {
    super(description);
  }
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

interface StoredCode {
  sub: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  scope: string;
  live: boolean;
  usedBefore: boolean;
  sessionId: string | null;
}

/** Trades a code and its PKCE verifier for tokens; the code is spent whatever the outcome. */
export async function exchangeAuthorizationCode(ctx: IdentityContext, form: TokenRequest) {
  if (form.grant_type !== 'authorization_code') {
    throw new OAuthError(
      'unsupported_grant_type',
      'Only grant_type=authorization_code is supported',
    );
  }
  if (form.client_id !== ctx.pool.clientId) {
    throw new OAuthError('invalid_client', 'Unknown client');
  }
  if (!form.code || !form.code_verifier || !VERIFIER.test(form.code_verifier)) {
    throw new OAuthError('invalid_request', 'code and a PKCE code_verifier are required');
  }
  const [stored] = await ctx.db.query<StoredCode>(
    `with spent as (
       select code_hash, used_at is not null as "usedBefore" from identity_authorization_codes
       where code_hash = $1 for update
     )
     update identity_authorization_codes c set used_at = coalesce(c.used_at, now())
     from spent where c.code_hash = spent.code_hash
     returning c.sub, c.client_id as "clientId", c.redirect_uri as "redirectUri",
       c.code_challenge as "codeChallenge", c.scope, c.expires_at > now() as live,
       spent."usedBefore", c.session_id as "sessionId"`,
    [tokenHash(form.code)],
  );
  const invalidGrant = new OAuthError('invalid_grant', 'The code is invalid, expired or used');
  if (!stored) throw invalidGrant;
  if (stored.usedBefore) {
    // A code used twice was stolen on one of the two uses: the session it made ends too.
    if (stored.sessionId) await revokeSessionById(ctx.db, stored.sessionId);
    throw invalidGrant;
  }
  if (
    !stored.live ||
    stored.clientId !== form.client_id ||
    stored.redirectUri !== form.redirect_uri ||
    stored.codeChallenge !== s256(form.code_verifier)
  ) {
    throw invalidGrant;
  }
  const account = await findAccountBySub(ctx.db, stored.sub);
  if (!account?.enabled || account.status !== 'CONFIRMED') throw invalidGrant;
  const session = await startSession(ctx.db, account.sub, ctx.pool.clientId, stored.scope);
  await ctx.db.query(
    'update identity_authorization_codes set session_id = $2 where code_hash = $1',
    [tokenHash(form.code), session.id],
  );
  const tokens = await issueTokens(ctx.pool, ctx.issuer, account, session);
  return {
    id_token: tokens.idToken,
    access_token: tokens.accessToken,
    refresh_token: session.refreshToken,
    expires_in: tokens.expiresIn,
    token_type: 'Bearer',
  };
}
