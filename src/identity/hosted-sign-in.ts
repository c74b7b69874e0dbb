// The hosted (social) sign-in: OAuth 2 authorization code with PKCE (RFC 7636) against the
// identity's /oauth2/authorize and /oauth2/token — the AWS hosted UI, or the built-in identity's own page.
// No identity library here: only fetch, Web Crypto and the session storage that carries the
// verifier across the round trip.

import type { IdentityConfig } from '../../core/contracts/runtime-config';
import type { HostedReturn } from '../features/auth/chart/auth-types';
import type { IdentityEnvironment } from './identity-environment';
import { IdentityError } from './identity-error';

const PENDING_KEY = 'tapwallet.hostedSignIn';

export interface HostedTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

interface PendingSignIn {
  state: string;
  verifier: string;
}

/** Production config may name the hosted domain without a scheme (`auth.example.com`). */
export function hostedBaseUrl(hostedDomain: string): string {
  const base = /^https?:\/\//i.test(hostedDomain) ? hostedDomain : `https://${hostedDomain}`;
  return base.replace(/\/+$/, '');
}

/** spec §7: sign-in returns to origin + /oauth/login. */
export function signInRedirectUri(origin: string): string {
  return `${origin}/oauth/login`;
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomToken(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export function authorizeUrl(
  identity: IdentityConfig,
  origin: string,
  request: { state: string; challenge: string },
): string {
  const url = new URL(`${hostedBaseUrl(identity.hostedDomain)}/oauth2/authorize`);
  url.search = new URLSearchParams({
    client_id: identity.clientId,
    redirect_uri: signInRedirectUri(origin),
    response_type: 'code',
    scope: identity.scopes.join(' '),
    state: request.state,
    code_challenge: request.challenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

/** Remembers a fresh state and verifier for the return, then leaves for the hosted page. */
export async function beginHostedSignIn(
  identity: IdentityConfig,
  env: IdentityEnvironment,
): Promise<void> {
  const pending: PendingSignIn = { state: randomToken(), verifier: randomToken() };
  env.sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const challenge = await codeChallenge(pending.verifier);
  env.redirect(authorizeUrl(identity, env.origin, { state: pending.state, challenge }));
}

function takePending(env: IdentityEnvironment, state: string): PendingSignIn {
  const stored = env.sessionStorage.getItem(PENDING_KEY);
  env.sessionStorage.removeItem(PENDING_KEY);
  const pending = stored ? (JSON.parse(stored) as PendingSignIn) : null;
  // A return this tab did not start (or a replayed one) must not sign anyone in.
  if (!pending || pending.state !== state) {
    throw new IdentityError('InvalidState', 'The sign-in response does not match this browser');
  }
  return pending;
}

/** Checks the returned state and trades the code (with the stored verifier) for tokens. */
export async function exchangeHostedCode(
  identity: IdentityConfig,
  env: IdentityEnvironment,
  returned: HostedReturn,
): Promise<HostedTokens> {
  const { verifier } = takePending(env, returned.state);
  const response = await fetch(`${hostedBaseUrl(identity.hostedDomain)}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: identity.clientId,
      redirect_uri: signInRedirectUri(env.origin),
      code: returned.code,
      code_verifier: verifier,
    }),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    throw new IdentityError(
      String(body.error ?? `HTTP${response.status}`),
      String(body.error_description ?? body.error ?? response.statusText),
    );
  }
  const { id_token: idToken, access_token: accessToken, refresh_token: refreshToken } = body;
  if (typeof idToken !== 'string' || typeof accessToken !== 'string') {
    throw new IdentityError('InvalidTokenResponse', 'The sign-in service returned no tokens');
  }
  return {
    idToken,
    accessToken,
    refreshToken: typeof refreshToken === 'string' ? refreshToken : '',
  };
}
