import { IDENTITY_PREFIX } from '../../server/plugins/identity-proxy';
import type { IdentityInfo } from './identity-child';

/**
 * The server-config variables (see server/config.ts) that point the API at this identity service.
 * Browsers reach it only through our origin (the API's identity proxy), so that is the address
 * /config.json publishes for the Cognito calls and the hosted sign-in; the API itself checks its
 * health on loopback.
 */
export function identityEnv(info: IdentityInfo, publicOrigin: string): Record<string, string> {
  const published = `${publicOrigin}${IDENTITY_PREFIX}`;
  return {
    IDENTITY_ENDPOINT: published,
    IDENTITY_REGION: info.region,
    USER_POOL_ID: info.userPoolId,
    USER_POOL_CLIENT_ID: info.clientId,
    HOSTED_UI_DOMAIN: published,
    IDENTITY_ISSUER: info.issuer,
    IDENTITY_JWKS_URL: info.jwksUrl,
  };
}

/** The same settings naming the identity service's own address, as a real user pool is reached. */
export function directIdentityEnv(info: IdentityInfo): Record<string, string> {
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
