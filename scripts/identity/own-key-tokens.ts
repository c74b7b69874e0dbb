import type { TokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import { decodeJwt, SignJWT } from 'jose';
import type { SigningKey } from './signing-key';

const resign = (token: string, key: SigningKey) =>
  new SignJWT(decodeJwt(token))
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .sign(key.privateKey);

/**
 * cognito-local's token generator builds the claims (with our pre-token trigger's additions) but
 * can only sign with the key bundled in its package; every token it makes is signed again with
 * our key and its own signature dropped.
 */
export const withOwnKey = (inner: TokenGenerator, key: SigningKey): TokenGenerator => ({
  async generate(...args) {
    const tokens = await inner.generate(...args);
    const [AccessToken, IdToken, RefreshToken] = await Promise.all([
      resign(tokens.AccessToken, key),
      resign(tokens.IdToken, key),
      resign(tokens.RefreshToken, key),
    ]);
    return { AccessToken, IdToken, RefreshToken };
  },
});
