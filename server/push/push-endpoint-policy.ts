// Where the server may send Web Push messages. Subscription endpoints come from browsers, that is
// from users, so the server never posts to just any address on their say-so.

export interface PushEndpointPolicy {
  /** Plain http to this machine: only a local stack, whose test push services run on loopback. */
  allowLoopbackHttp: boolean;
}

/** A local stack is one whose public origin is plain http on loopback (npm start, e2e). */
export function pushEndpointPolicyFor(publicOrigin: string): PushEndpointPolicy {
  const url = new URL(publicOrigin);
  return { allowLoopbackHttp: url.protocol === 'http:' && isLoopback(url.hostname) };
}

export function isAllowedPushEndpoint(endpoint: string, policy: PushEndpointPolicy): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return !isLoopback(url.hostname) || policy.allowLoopbackHttp;
  return url.protocol === 'http:' && policy.allowLoopbackHttp && isLoopback(url.hostname);
}

function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}
