import type { APIRequestContext, Page } from '@playwright/test';
import type { RuntimeConfig } from '../../core/contracts/runtime-config';

export interface Credentials {
  email: string;
  password: string;
}

export interface AuthenticationResult {
  IdToken: string;
  AccessToken: string;
  RefreshToken: string;
}

/** The identity's tokens for the user (USER_PASSWORD_AUTH, as the SPA asks for them). */
export async function identityTokens(
  request: APIRequestContext,
  user: Credentials,
): Promise<AuthenticationResult & { clientId: string }> {
  const config = (await (await request.get('/config.json')).json()) as RuntimeConfig;
  const { endpoint, clientId } = config.identity;
  const response = await request.post(`${endpoint}/`, {
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    data: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    }),
  });
  if (!response.ok()) {
    throw new Error(`InitiateAuth failed: ${response.status()} ${await response.text()}`);
  }
  const result = ((await response.json()) as { AuthenticationResult: AuthenticationResult })
    .AuthenticationResult;
  return { ...result, clientId };
}

/**
 * Signs in without the login form: asks the identity service for tokens and stores them where
 * amazon-cognito-identity-js keeps a session (CognitoUser.cacheTokens), before any page script
 * runs.
 */
export async function signInWithTokens(
  page: Page,
  request: APIRequestContext,
  user: Credentials,
): Promise<void> {
  const { clientId, ...result } = await identityTokens(request, user);

  // The SDK keeps the username as typed (the e-mail) for USER_PASSWORD_AUTH.
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  const items: Record<string, string> = {
    [`${prefix}.LastAuthUser`]: user.email,
    [`${prefix}.${user.email}.idToken`]: result.IdToken,
    [`${prefix}.${user.email}.accessToken`]: result.AccessToken,
    [`${prefix}.${user.email}.refreshToken`]: result.RefreshToken,
    [`${prefix}.${user.email}.clockDrift`]: '0',
  };
  await page.addInitScript((stored) => {
    // Once per tab: after Logout a reload must not sign the user back in.
    if (sessionStorage.getItem('e2e.signedIn')) return;
    sessionStorage.setItem('e2e.signedIn', '1');
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, items);
}
