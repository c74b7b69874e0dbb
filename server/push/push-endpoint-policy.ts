// Where the server may send Web Push messages. Subscription endpoints come from browsers, that is
// from users, so the server never posts to just any address on their say-so: only https to hosts
// whose every address is public unicast. The addresses are checked, not the text, since one
// address has many spellings (127.1, 2130706433, [::ffff:127.0.0.1], a name resolving to 10.x).
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import type { ServerConfig } from '../config';

/** Every address a host name resolves to. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export interface PushEndpointPolicy {
  /**
   * Test only: also a push service on this machine's loopback (http or https), which the browser
   * specs start next to a local stack. See pushEndpointPolicyFor for why production cannot have it.
   */
  allowLoopbackTestService: boolean;
  resolveHost: ResolveHost;
}

export const resolveWithDns: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((found) => found.address);

/**
 * The loopback allowance needs both an explicit PUSH_TEST_SERVICE_ON_LOOPBACK and a plain-http
 * loopback PUBLIC_ORIGIN, which only a stack on this machine has (no browser elsewhere could
 * reach it), so a production deployment cannot switch it on by a stray variable.
 */
export function pushEndpointPolicyFor(
  config: Pick<ServerConfig, 'publicOrigin' | 'pushTestServiceOnLoopback'>,
  resolveHost: ResolveHost = resolveWithDns,
): PushEndpointPolicy {
  const origin = new URL(config.publicOrigin);
  const localStack = origin.protocol === 'http:' && isLoopbackOriginHost(origin.hostname);
  return { allowLoopbackTestService: config.pushTestServiceOnLoopback && localStack, resolveHost };
}

export async function isAllowedPushEndpoint(
  endpoint: string,
  policy: PushEndpointPolicy,
): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const addresses = await addressesOf(url.hostname, policy.resolveHost);
  if (addresses.length === 0) return false;
  if (policy.allowLoopbackTestService && addresses.every((a) => a.range() === 'loopback')) {
    return true;
  }
  return url.protocol === 'https:' && addresses.every((a) => a.range() === 'unicast');
}

type Address = ipaddr.IPv4 | ipaddr.IPv6;

// A literal address needs no lookup; a name that does not resolve (or resolves to something
// unreadable) gives no addresses and so is refused.
async function addressesOf(hostname: string, resolveHost: ResolveHost): Promise<Address[]> {
  const literal =
    hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  if (ipaddr.isValid(literal)) return [ipaddr.process(literal)];
  try {
    const found = await resolveHost(hostname);
    // ipv4-mapped IPv6 answers are read as the IPv4 address they carry.
    return found.map((address) => ipaddr.process(address));
  } catch {
    return [];
  }
}

function isLoopbackOriginHost(hostname: string): boolean {
  if (hostname === 'localhost') return true;
  const literal =
    hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(literal) && ipaddr.process(literal).range() === 'loopback';
}
