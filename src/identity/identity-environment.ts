// What the identity adapter needs from its surroundings. The browser supplies window's storages and
// location; tests in Node pass memory storages and capture the hosted sign-in redirect.

/** The Web Storage subset both the session store and the hosted sign-in use. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

export interface IdentityEnvironment {
  /** Where the signed-in session is kept between visits. */
  storage: KeyValueStorage;
  /** Where the hosted sign-in's PKCE verifier waits for the return to /oauth/login. */
  sessionStorage: KeyValueStorage;
  /** The SPA origin; its /oauth/login is the registered sign-in redirect (spec §7). */
  origin: string;
  /** Leaves the SPA for the hosted sign-in page. */
  redirect(url: string): void;
}

export function browserEnvironment(): IdentityEnvironment {
  return {
    storage: window.localStorage,
    sessionStorage: window.sessionStorage,
    origin: window.location.origin,
    redirect: (url) => window.location.assign(url),
  };
}
