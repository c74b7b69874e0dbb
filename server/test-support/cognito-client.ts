// Plain Cognito wire-protocol calls for tests, bench and e2e, so they exercise exactly what a
// browser sends.

export class CognitoCallError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status: number,
  ) {
    super(`${type}: ${message}`);
  }
}

export const callCognito = async <T = Record<string, unknown>>(
  endpoint: string,
  target: string,
  body: object,
): Promise<T> => {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) {
    throw new CognitoCallError(String(json.__type), String(json.message), response.status);
  }
  return json as T;
};

export type AuthenticationResult = { AccessToken: string; IdToken: string; RefreshToken: string };

export const signInWithPassword = async (
  endpoint: string,
  clientId: string,
  username: string,
  password: string,
): Promise<AuthenticationResult> => {
  const result = await callCognito<{ AuthenticationResult?: AuthenticationResult }>(
    endpoint,
    'InitiateAuth',
    {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    },
  );
  if (!result.AuthenticationResult) throw new Error('Sign-in returned a challenge, not tokens');
  return result.AuthenticationResult;
};
