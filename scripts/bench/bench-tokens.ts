// Access tokens for thousands of made-up customers. Minting each through the identity service
// means creating a user and signing in, which cognito-local does one file rewrite at a time; a
// bench-only key signs the same Cognito-shaped tokens and the server under test is given a
// verifier that trusts only that key. Everything else about the request path is unchanged.
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createTokenVerifier, type TokenVerifier } from '../../server/auth/token-verifier';

export interface BenchTokens {
  verifyToken: TokenVerifier;
  sign(sub: string): Promise<string>;
}

const ISSUER = 'http://127.0.0.1/bench-only-pool';
const CLIENT_ID = 'bench-client';
const KEY_ID = 'bench-key';

export async function createBenchTokens(): Promise<BenchTokens> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  return {
    verifyToken: createTokenVerifier({
      issuer: ISSUER,
      clientId: CLIENT_ID,
      tokenUse: 'access',
      jwks: createLocalJWKSet({ keys: [jwk] }),
    }),
    sign(sub) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ token_use: 'access', client_id: CLIENT_ID, username: sub })
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
        .setIssuer(ISSUER)
        .setSubject(sub)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(privateKey);
    },
  };
}
