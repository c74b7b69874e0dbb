// Which requests the service worker answers, and how. Everything not named here goes to the
// network untouched: above all /api/*, whose answers are per user and must never come from a
// cache as if they were fresh (a screen that cannot reach the API says it is working offline).

// The client routes of spec §2 get the cached app shell. An allowlist, not a denylist: a page the
// server renders itself (the sandbox payment page, a future one) must never be swapped for the
// shell; a client route missing here still works online and only lacks the offline shell.
const SHELL_ROUTES: RegExp[] = [
  /^\/$/,
  /^\/(login|logout|forgotpassword|newpassword|signup|confirmsignup)\/?$/i,
  /^\/(home|profile|eventHome|customer\/home)\/?$/,
  /^\/(event|policy|oauth)\//,
];

/** A page load the cached app shell (index.html) answers, online or not. */
export function isShellNavigation(request: Pick<Request, 'mode'>, url: URL, origin: string) {
  return (
    request.mode === 'navigate' &&
    url.origin === origin &&
    SHELL_ROUTES.some((route) => route.test(url.pathname))
  );
}

/**
 * The runtime settings, the same for every user: a returning visitor's app starts at once on the
 * copy kept from the last visit (on a festival network asking first costs seconds, offline it
 * would fail), while the answer to that same request refreshes the copy, so a changed setting
 * is picked up on the next load, as a new version of the app is.
 */
export function isRuntimeConfigRequest(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname === '/config.json';
}

export const RUNTIME_CONFIG_CACHE = 'runtime-config';
