import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  type JWTPayload,
  type JWTVerifyGetKey,
  SignJWT,
} from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AuthenticationResult, signInWithPassword } from '../test-support/cognito-client';
import { type ListeningIdentity, startListeningIdentity } from '../test-support/listening-identity';
import { createTokenVerifier, TokenError, type TokenUse } from './token-verifier';

const expectTokenError = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TokenError);
};

describe('createTokenVerifier against the built-in identity', () => {
  let identity: ListeningIdentity;
  let tokens: AuthenticationResult;

  beforeAll(async () => {
    identity = await startListeningIdentity();
    tokens = await signInWithPassword(
      identity.endpoint,
      identity.clientId,
      identity.demoUser.email,
      identity.demoUser.password,
    );
  });
  afterAll(async () => {
    await identity?.close();
  });

  const verifier = (tokenUse: TokenUse, overrides: { issuer?: string; clientId?: string } = {}) =>
    createTokenVerifier({
      issuer: overrides.issuer ?? identity.issuer,
      clientId: overrides.clientId ?? identity.clientId,
      tokenUse,
      jwksUrl: identity.jwksUrl,
    });

  it('accepts an access token: subject only, no profile claims', async () => {
    expect(await verifier('access')(tokens.AccessToken)).toEqual({
      sub: identity.demoUser.sub,
      email: null,
      givenName: null,
      familyName: null,
      tokenUse: 'access',
    });
  });

  it('accepts an id token with e-mail and names', async () => {
    expect(await verifier('id')(tokens.IdToken)).toEqual({
      sub: identity.demoUser.sub,
      email: identity.demoUser.email,
      givenName: 'Demo',
      familyName: 'Customer',
      tokenUse: 'id',
    });
  });

  it('finds the keys under the issuer when no JWKS URL is given', async () => {
    const user = await createTokenVerifier({
      issuer: identity.issuer,
      clientId: identity.clientId,
      tokenUse: 'access',
    })(tokens.AccessToken);
    expect(user.sub).toBe(identity.demoUser.sub);
  });

  it('rejects the other kind of token', async () => {
    await expectTokenError(verifier('id')(tokens.AccessToken));
    await expectTokenError(verifier('access')(tokens.IdToken));
  });

  it('rejects tokens of another app client', async () => {
    await expectTokenError(verifier('access', { clientId: 'another-client' })(tokens.AccessToken));
    await expectTokenError(verifier('id', { clientId: 'another-client' })(tokens.IdToken));
  });

  it('rejects tokens of another issuer', async () => {
    const issuer = `${identity.endpoint}/local_other`;
    await expectTokenError(verifier('access', { issuer })(tokens.AccessToken));
  });

  it('rejects a token whose payload or signature was altered', async () => {
    const [header, payload, signature] = tokens.AccessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
      'base64url',
    );
    await expectTokenError(verifier('access')(`${header}.${forgedPayload}.${signature}`));
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    await expectTokenError(verifier('access')(`${header}.${payload}.${flipped}`));
  });

  it('rejects a token signed by a key the identity does not publish', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const claims = JSON.parse(
      Buffer.from(tokens.AccessToken.split('.')[1] as string, 'base64url').toString(),
    );
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .sign(privateKey);
    await expectTokenError(verifier('access')(forged));
  });

  it('rejects garbage', async () => {
    await expectTokenError(verifier('access')('not-a-token'));
    await expectTokenError(verifier('access')(''));
    await expectTokenError(verifier('access')('a.b.c'));
  });

  it('does not blame the token when the key set cannot be fetched', async () => {
    const unreachable = createTokenVerifier({
      issuer: identity.issuer,
      clientId: identity.clientId,
      tokenUse: 'access',
      jwksUrl: 'http://127.0.0.1:1/keys.json',
    });
    const error = await unreachable(tokens.AccessToken).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(TokenError);
  });
});

describe('createTokenVerifier with given keys', () => {
  const issuer = 'https://cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_Test';
  const clientId = 'portal-client';
  let jwks: JWTVerifyGetKey;
  let privateKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    jwks = createLocalJWKSet({
      keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' }],
    });
  });

  // expiresAt null leaves the exp claim out.
  const sign = (claims: JWTPayload, expiresAt: number | string | null = '1h') => {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(issuer)
      .setIssuedAt();
    return (expiresAt === null ? jwt : jwt.setExpirationTime(expiresAt)).sign(privateKey);
  };

  const idVerifier = () => createTokenVerifier({ issuer, clientId, tokenUse: 'id', jwks });
  const idClaims = {
    sub: 'user-1',
    aud: clientId,
    token_use: 'id',
    email: 'a@example.com',
    given_name: 'Ana',
    family_name: 'Lee',
  };

  it('accepts a valid id token', async () => {
    expect(await idVerifier()(await sign(idClaims))).toEqual({
      sub: 'user-1',
      email: 'a@example.com',
      givenName: 'Ana',
      familyName: 'Lee',
      tokenUse: 'id',
    });
  });

  describe('remembering verified tokens', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    // Counts how often the signature is checked: jose asks for the key once per verification.
    const countingVerifier = () => {
      const calls = { keys: 0 };
      const counted: JWTVerifyGetKey = (header, token) => {
        calls.keys += 1;
        return jwks(header, token);
      };
      return {
        calls,
        verify: createTokenVerifier({ issuer, clientId, tokenUse: 'id', jwks: counted }),
      };
    };

    it('checks the signature of a token once while it is valid', async () => {
      const { calls, verify } = countingVerifier();
      const token = await sign(idClaims);
      expect((await verify(token)).sub).toBe('user-1');
      expect((await verify(token)).sub).toBe('user-1');
      expect(calls.keys).toBe(1);
      expect((await verify(await sign({ ...idClaims, sub: 'user-2' }))).sub).toBe('user-2');
      expect(calls.keys).toBe(2);
    });

    it('refuses a remembered token from the moment it expires', async () => {
      const { verify } = countingVerifier();
      const expiresAt = Math.floor(Date.now() / 1000) + 30;
      const token = await sign(idClaims, expiresAt);
      expect((await verify(token)).sub).toBe('user-1');
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(expiresAt * 1000);
      await expectTokenError(verify(token));
    });

    it('does not remember a refused token', async () => {
      const { calls, verify } = countingVerifier();
      const token = await sign({ ...idClaims, aud: 'other' });
      await expectTokenError(verify(token));
      await expectTokenError(verify(token));
      expect(calls.keys).toBe(2);
    });
  });

  it('rejects an expired token', async () => {
    const expired = await sign(idClaims, Math.floor(Date.now() / 1000) - 60);
    await expectTokenError(idVerifier()(expired));
  });

  it('rejects a token without expiry', async () => {
    await expectTokenError(idVerifier()(await sign(idClaims, null)));
  });

  it('rejects an id token for another audience and an access token for another client', async () => {
    await expectTokenError(idVerifier()(await sign({ ...idClaims, aud: 'other' })));
    const accessVerifier = createTokenVerifier({ issuer, clientId, tokenUse: 'access', jwks });
    const access = { sub: 'user-1', token_use: 'access', client_id: clientId };
    expect((await accessVerifier(await sign(access))).sub).toBe('user-1');
    await expectTokenError(accessVerifier(await sign({ ...access, client_id: 'other' })));
    await expectTokenError(accessVerifier(await sign({ sub: 'user-1', token_use: 'access' })));
  });

  it('rejects a token without subject or token use', async () => {
    const { sub: _sub, ...noSubject } = idClaims;
    await expectTokenError(idVerifier()(await sign(noSubject)));
    const { token_use: _use, ...noUse } = idClaims;
    await expectTokenError(idVerifier()(await sign(noUse)));
  });

  it('rejects a token of the other use even when it names the client both ways', async () => {
    const both = { sub: 'user-1', aud: clientId, client_id: clientId };
    await expectTokenError(idVerifier()(await sign({ ...both, token_use: 'access' })));
    const accessVerifier = createTokenVerifier({ issuer, clientId, tokenUse: 'access', jwks });
    await expectTokenError(accessVerifier(await sign({ ...both, token_use: 'id' })));
    expect((await accessVerifier(await sign({ ...both, token_use: 'access' }))).tokenUse).toBe(
      'access',
    );
  });

  it('rejects an RSA signature other than RS256', async () => {
    const pss = await generateKeyPair('PS256');
    const pssKeys = createLocalJWKSet({
      keys: [{ ...(await exportJWK(pss.publicKey)), kid: 'p1' }],
    });
    const token = await new SignJWT(idClaims)
      .setProtectedHeader({ alg: 'PS256', kid: 'p1' })
      .setIssuer(issuer)
      .setExpirationTime('1h')
      .sign(pss.privateKey);
    await expectTokenError(
      createTokenVerifier({ issuer, clientId, tokenUse: 'id', jwks: pssKeys })(token),
    );
  });

  it('rejects a symmetric (HS256) token', async () => {
    const secret = new TextEncoder().encode('a-shared-secret-that-is-long-enough!');
    const hs = await new SignJWT(idClaims)
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .setIssuer(issuer)
      .setExpirationTime('1h')
      .sign(secret);
    await expectTokenError(idVerifier()(hs));
  });
});
