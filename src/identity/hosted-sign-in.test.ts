import { describe, expect, it } from 'vitest';
import type { IdentityConfig } from '../../core/contracts/runtime-config';
import { authorizeUrl, codeChallenge, hostedBaseUrl, signInRedirectUri } from './hosted-sign-in';

const identity: IdentityConfig = {
  endpoint: 'https://cognito-idp.ap-southeast-2.amazonaws.com/',
  region: 'ap-southeast-2',
  userPoolId: 'ap-southeast-2_abc',
  clientId: 'client-1',
  hostedDomain: 'auth.tapwallet.example',
  authFlow: 'USER_SRP_AUTH',
  tokenUse: 'id',
  scopes: ['openid', 'email'],
};

describe('hosted sign-in', () => {
  it('prefixes https:// to a bare hosted domain and keeps an explicit scheme', () => {
    expect(hostedBaseUrl('auth.tapwallet.example')).toBe('https://auth.tapwallet.example');
    expect(hostedBaseUrl('http://127.0.0.1:9229/')).toBe('http://127.0.0.1:9229');
    expect(hostedBaseUrl('HTTPS://Auth.example')).toBe('HTTPS://Auth.example');
  });

  it('returns to origin + /oauth/login', () => {
    expect(signInRedirectUri('https://app.example')).toBe('https://app.example/oauth/login');
  });

  it('derives the S256 challenge of RFC 7636 appendix B', async () => {
    expect(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('asks the hosted domain for a code with the configured client and scopes', () => {
    const url = new URL(
      authorizeUrl(identity, 'https://app.example', { state: 's', challenge: 'c' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://auth.tapwallet.example/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-1',
      redirect_uri: 'https://app.example/oauth/login',
      response_type: 'code',
      scope: 'openid email',
      state: 's',
      code_challenge: 'c',
      code_challenge_method: 'S256',
    });
  });
});
