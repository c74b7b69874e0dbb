// Finding 1 (tokens signed with the key bundled in cognito-local were accepted): the embedded
// identity signs with a key made per installation, and the API trusts that key only.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  decodeJwt,
  decodeProtectedHeader,
  generateKeyPair,
  importJWK,
  type JWK,
  SignJWT,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAuth } from '../../server/plugins/auth';
import { testConfig } from '../../server/test-support/test-config';
import { localTokenVerifier } from '../stack/local-token-verifier';
import { signInWithPassword } from './cognito-test-client';
import { signingKeyPath } from './signing-key';
import { type IdentityHandle, startIdentity } from './start-identity';

const bundledKey = () => {
  const file = createRequire(import.meta.url).resolve(
    'cognito-local/lib/keys/cognitoLocal.private.json',
  );
  return (JSON.parse(readFileSync(file, 'utf8')) as { jwk: JWK }).jwk;
};

describe('the embedded identity signs with its own key', () => {
  let dataDir: string;
  let identity: IdentityHandle;
  let app: FastifyInstance;
  let accessToken: string;

  // The same claims as a real token, signed by someone else.
  const forge = async (key: CryptoKey | Uint8Array, kid: string) =>
    new SignJWT(decodeJwt(accessToken))
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .sign(key);

  const callWith = (token: string) =>
    app.inject({ url: '/api/private/whoami', headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'identity-key-'));
    identity = await startIdentity({ dataDir, port: 0, origin: 'http://localhost:5173' });
    ({ AccessToken: accessToken } = await signInWithPassword(
      identity.endpoint,
      identity.clientId,
      identity.demoUser.email,
      identity.demoUser.password,
    ));
    const config = testConfig({
      IDENTITY_ENDPOINT: identity.endpoint,
      USER_POOL_ID: identity.userPoolId,
      USER_POOL_CLIENT_ID: identity.clientId,
      IDENTITY_ISSUER: identity.issuer,
    });
    app = Fastify({ logger: false });
    registerAuth(app, await localTokenVerifier(config.identity, dataDir));
    app.get('/api/private/whoami', async (request) => ({ sub: request.user?.sub }));
  });
  afterAll(async () => {
    await app?.close();
    await identity?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('issues tokens under a key of its own, kept readable by its owner only', async () => {
    const { kid } = decodeProtectedHeader(accessToken);
    expect(kid).not.toBe('CognitoLocal');
    const jwks = (await (await fetch(identity.jwksUrl)).json()) as { keys: JWK[] };
    expect(jwks.keys.map((key) => key.kid)).toEqual([kid]);
    expect(jwks.keys[0]).not.toHaveProperty('d');
    expect((await stat(signingKeyPath(dataDir))).mode & 0o777).toBe(0o600);
    const response = await callWith(accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sub: identity.demoUser.sub });
  });

  it("refuses a token signed with the key bundled in cognito-local's package", async () => {
    const key = (await importJWK(bundledKey(), 'RS256')) as CryptoKey;
    for (const kid of ['CognitoLocal', String(decodeProtectedHeader(accessToken).kid)]) {
      expect((await callWith(await forge(key, kid))).statusCode).toBe(401);
    }
  });

  it('refuses a token signed with any other key, even under our key id', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const kid = String(decodeProtectedHeader(accessToken).kid);
    expect((await callWith(await forge(privateKey, kid))).statusCode).toBe(401);
  });

  it('keeps the key across restarts, so issued tokens stay valid', async () => {
    const before = (await (await fetch(identity.jwksUrl)).json()) as { keys: JWK[] };
    await identity.close();
    identity = await startIdentity({ dataDir, port: 0, origin: 'http://localhost:5173' });
    const after = (await (await fetch(identity.jwksUrl)).json()) as { keys: JWK[] };
    expect(after).toEqual(before);
  });
});
