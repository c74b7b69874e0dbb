import { createLocalJWKSet } from 'jose';
import { createTokenVerifier, type TokenVerifier } from '../../server/auth/token-verifier';
import type { ServerIdentityConfig } from '../../server/config';
import { readSigningJwks } from '../identity/signing-key';

/**
 * The API's check of the embedded identity's tokens: only the installation's own key, read from
 * DATA_DIR, is trusted, whatever a JWKS address would answer.
 */
export async function localTokenVerifier(
  identity: ServerIdentityConfig,
  dataDir: string,
): Promise<TokenVerifier> {
  return createTokenVerifier({
    issuer: identity.issuer,
    clientId: identity.clientId,
    tokenUse: identity.tokenUse,
    jwks: createLocalJWKSet(await readSigningJwks(dataDir)),
  });
}
