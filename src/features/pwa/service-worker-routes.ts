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
 * The runtime settings: network first so a new deployment is picked up, the last copy when
 * offline so the cached shell can still start. They are the same for every user.
 */
export function isRuntimeConfigRequest(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname === '/config.json';
}

export const RUNTIME_CONFIG_CACHE = 'runtime-config';
/** After this long without an answer the cached settings are used, as when offline. */
export const RUNTIME_CONFIG_TIMEOUT_SECONDS = 5;
