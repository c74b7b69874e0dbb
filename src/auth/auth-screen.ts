// The authentication screens of spec §2 and which one a signed-out address asks for.
export const AUTH_SCREENS = [
  'loading',
  'signIn',
  'newPassword',
  'forgotPassword',
  'signUp',
  'confirmSignUp',
] as const;

export type AuthScreenName = (typeof AUTH_SCREENS)[number];

export function parseAuthScreen(value: unknown): AuthScreenName | undefined {
  return AUTH_SCREENS.find((screen) => screen === value);
}

export interface AuthScreenRequest {
  /** The screen the address names; undefined keeps whatever screen the flow is on. */
  screen: AuthScreenName | undefined;
  /** /oauth/login without an error: the login screen shows as processing. */
  processing: boolean;
}

const SCREEN_BY_PATH: Record<string, AuthScreenName> = {
  '/forgotpassword': 'forgotPassword',
  '/newpassword': 'newPassword',
  '/signup': 'signUp',
  '/confirmsignup': 'confirmSignUp',
  '/oauth/login': 'signIn',
};

// Paths match case-insensitively (spec §2); /login's 'state' query picks the first screen.
export function authScreenFor(pathname: string, search: { state?: unknown }): AuthScreenRequest {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === '/login') {
    return { screen: parseAuthScreen(search.state) ?? 'signIn', processing: false };
  }
  return { screen: SCREEN_BY_PATH[path], processing: path === '/oauth/login' };
}
