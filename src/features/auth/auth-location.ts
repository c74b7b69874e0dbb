// What a signed-out address tells the auth machine (spec §2): the screen paths (matched
// case-insensitively), /login's 'state' query, and the hosted sign-in's return to /oauth/login.
import type { AuthEvent, AuthShowEvent } from './chart/auth-events';
import type { AuthScreenName } from './chart/auth-types';

const SCREEN_BY_PATH: Record<string, AuthScreenName> = {
  '/login': 'signIn',
  '/forgotpassword': 'forgotPassword',
  '/newpassword': 'newPassword',
  '/signup': 'signUp',
  '/confirmsignup': 'confirmSignUp',
};

const SCREENS = new Set<unknown>(Object.values(SCREEN_BY_PATH));

type Search = Record<string, unknown>;

// The router parses query values as JSON where it can, so a numeric code arrives as a number.
function queryText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value);
  return text === '' ? undefined : text;
}

function showEvent(screen: AuthScreenName, search: Search): AuthShowEvent {
  switch (screen) {
    case 'confirmSignUp': {
      const email = queryText(search.email);
      return email
        ? { type: 'auth.show.confirmSignUp', email }
        : { type: 'auth.show.confirmSignUp' };
    }
    case 'signIn':
      return { type: 'auth.show.signIn' };
    case 'signUp':
      return { type: 'auth.show.signUp' };
    case 'forgotPassword':
      return { type: 'auth.show.forgotPassword' };
    case 'newPassword':
      return { type: 'auth.show.newPassword' };
  }
}

// A code without its state cannot be exchanged, so that return counts as failed; a bare
// /oauth/login carries no outcome at all and leaves the machine where it is.
function hostedReturnEvent(search: Search): AuthEvent | null {
  const error = queryText(search.error);
  const code = queryText(search.code);
  const state = queryText(search.state);
  if (error !== undefined) return { type: 'auth.hosted.failed', error };
  if (code === undefined) return null;
  if (state === undefined) return { type: 'auth.hosted.failed', error: 'invalid_request' };
  return { type: 'auth.hosted.completed', code, state };
}

/** The event visiting this address sends, or null when the address names no auth screen. */
export function authEventFor(pathname: string, search: Search): AuthEvent | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === '/oauth/login') return hostedReturnEvent(search);
  const screen = SCREEN_BY_PATH[path];
  if (!screen) return null;
  // The login page's 'state' query picks the first screen (spec §2).
  const requested = path === '/login' && SCREENS.has(search.state) ? search.state : screen;
  return showEvent(requested as AuthScreenName, search);
}
