// /home's early script, an entry of its own (vite.config.ts) that the server adds to /home's page
// with the call to make (server/plugins/first-screen-preloads.ts). On a festival network the app's
// scripts take seconds to arrive; the customer's registrations, which the first screen shows, are
// asked for at once from the stored sign-in and handed to the app's first identical call
// (src/api/early-answer.ts), whatever it is: the app takes a refusal or a failure as its own
// call's, so nothing is asked twice. It imports nothing, so it stays a few hundred bytes.
import type { EarlyCall } from './early-call';

/** Seconds a token must still be valid for: a token the app would refresh first is not used. */
const FRESH_FOR_SECONDS = 60;

function expiresAt(token: string): number {
  const payload = token.split('.')[1] ?? '';
  const claims = JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/'))) as {
    exp?: unknown;
  };
  return typeof claims.exp === 'number' ? claims.exp : 0;
}

function storedToken(storagePrefix: string, tokenName: string): string | null {
  const user = localStorage.getItem(`${storagePrefix}.LastAuthUser`);
  const token =
    user === null ? null : localStorage.getItem(`${storagePrefix}.${user}.${tokenName}`);
  if (token === null) return null;
  // As the app judges the same token (src/identity/fresh-stored-session.ts), with the identity
  // library's measure of this device's clock, so both send a call with it or neither does.
  const drift = Number(localStorage.getItem(`${storagePrefix}.${user}.clockDrift`) ?? 0) || 0;
  try {
    return expiresAt(token) > Date.now() / 1000 - drift + FRESH_FOR_SECONDS ? token : null;
  } catch {
    return null;
  }
}

function earlyCall(tag: HTMLScriptElement): EarlyCall | undefined {
  const { path, body, storagePrefix, token: tokenName } = tag.dataset;
  if (!path || !body || !storagePrefix || !tokenName) return undefined;
  const token = storedToken(storagePrefix, tokenName);
  if (token === null) return undefined;
  const authorization = `Bearer ${token}`;
  const answer = fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body,
  })
    .then(async (response) => ({
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers),
      text: await response.text(),
    }))
    .catch(() => null);
  return { path, body, authorization, answer };
}

const tag = document.querySelector<HTMLScriptElement>('script[data-early-call]');
if (tag) window.tapwalletEarlyCall = earlyCall(tag);
