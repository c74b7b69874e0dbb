import type { PushEndpointPolicy, ResolveHost } from '../push/push-endpoint-policy';

/** A public unicast address (documentation ranges are not unicast, so a real one is used). */
export const PUBLIC_ADDRESS = '93.184.215.14';

/** A resolver answering from a table instead of DNS; names not in it do not resolve. */
export function tableResolver(table: Record<string, string[]>): ResolveHost {
  return async (hostname) => {
    const found = table[hostname];
    if (!found)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found;
  };
}

/** The production policy with the push services the tests name resolving to a public address. */
export const TEST_PUSH_POLICY: PushEndpointPolicy = {
  allowLoopbackTestService: false,
  resolveHost: tableResolver({
    'push.example.com': [PUBLIC_ADDRESS],
    'push.example.test': [PUBLIC_ADDRESS],
    'fcm.googleapis.com': [PUBLIC_ADDRESS, '2606:4700::1'],
  }),
};
