import type { IdentityInfo } from './identity-child';

/** The server-config variables (see server/config.ts) that point the API at this identity service. */
export function identityEnv(info: IdentityInfo): Record<string, string> {
  return {
    IDENTITY_ENDPOINT: info.endpoint,
    IDENTITY_REGION: info.region,
    USER_POOL_ID: info.userPoolId,
    USER_POOL_CLIENT_ID: info.clientId,
    HOSTED_UI_DOMAIN: info.hostedDomain,
    IDENTITY_ISSUER: info.issuer,
    IDENTITY_JWKS_URL: info.jwksUrl,
  };
}
