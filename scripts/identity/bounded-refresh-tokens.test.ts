// Finding 2, second half: the pool file kept every refresh token ever issued, so it only grew.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_TOKENS_PER_USER } from './bounded-refresh-tokens';
import { CognitoCallError, callCognito, signInWithPassword } from './cognito-test-client';
import { type IdentityHandle, startIdentity } from './start-identity';

describe('refresh tokens per user', () => {
  let dataDir: string;
  let identity: IdentityHandle;

  const signIn = () =>
    signInWithPassword(
      identity.endpoint,
      identity.clientId,
      identity.demoUser.email,
      identity.demoUser.password,
    );
  const refresh = (token: string) =>
    callCognito(identity.endpoint, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: identity.clientId,
      AuthParameters: { REFRESH_TOKEN: token },
    });
  const storedTokens = async () => {
    const file = path.join(dataDir, 'identity', 'db', `${identity.userPoolId}.json`);
    const pool = JSON.parse(await readFile(file, 'utf8')) as {
      Users: Record<string, { RefreshTokens: string[] }>;
    };
    return Object.values(pool.Users).flatMap((user) => user.RefreshTokens);
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'identity-refresh-'));
    identity = await startIdentity({ dataDir, port: 0, origin: 'http://localhost:5173' });
  });
  afterAll(async () => {
    await identity?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps only the newest ones, which still refresh; the oldest no longer do', async () => {
    const issued: string[] = [];
    for (let i = 0; i < REFRESH_TOKENS_PER_USER + 5; i += 1) {
      issued.push((await signIn()).RefreshToken);
    }
    expect(await storedTokens()).toEqual(issued.slice(-REFRESH_TOKENS_PER_USER));
    await expect(refresh(issued.at(-1) as string)).resolves.toHaveProperty('AuthenticationResult');
    await expect(refresh(issued[0] as string)).rejects.toBeInstanceOf(CognitoCallError);
  });
});
