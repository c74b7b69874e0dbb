import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { createTokenVerifier, type TokenVerifier } from '../auth/token-verifier';

export const FAKE_CLIENT_ID = 'test-client';

export interface FakeIdentity {
  issuer: string;
  jwksUrl: string;
  /** Signs a Cognito-style access token for FAKE_CLIENT_ID; claims override the defaults. */
  sign(claims: { sub: string; email?: string } & JWTPayload): Promise<string>;
  /** The real verifier, fetching this identity's keys over HTTP. */
  verifyToken: TokenVerifier;
  close(): Promise<void>;
}

/** A JWKS endpoint on an ephemeral port plus a key pair to sign tokens for it. */
export async function startFakeIdentity(): Promise<FakeIdentity> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((request, response) => {
    if (request.url?.endsWith('/.well-known/jwks.json')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}/local_testpool`;
  const jwksUrl = `${issuer}/.well-known/jwks.json`;

  return {
    issuer,
    jwksUrl,
    sign: (claims) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        token_use: 'access',
        client_id: FAKE_CLIENT_ID,
        iss: issuer,
        iat: now,
        exp: now + 300,
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .sign(privateKey);
    },
    verifyToken: createTokenVerifier({
      issuer,
      clientId: FAKE_CLIENT_ID,
      tokenUse: 'access',
      jwksUrl,
    }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
