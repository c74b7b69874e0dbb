// A wildcard bind address is not somewhere a browser can go; loopback reaches the same socket.
/** The host part of a URL that reaches a socket bound to `host` (a wildcard is reached on loopback). */
export function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}
