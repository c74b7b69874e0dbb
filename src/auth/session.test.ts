import type { ICognitoStorage } from 'amazon-cognito-identity-js';
import { describe, expect, it } from 'vitest';
import type { IdentityConfig } from '../domain/runtime-config';
import { testConfig } from '../test/test-config';
import { loadCognitoSession } from './session';

class MemoryStorage implements ICognitoStorage {
  readonly items = new Map<string, string>();
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

// The library only decodes the stored tokens (verifying them is the server's job).
function token(use: 'id' | 'access', expiresInSeconds: number): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = { token_use: use, sub: 'user-1', iat: now, exp: now + expiresInSeconds };
  return `${base64url({ alg: 'none' })}.${base64url(payload)}.sig`;
}

function storedSignIn(identity: IdentityConfig, expiresInSeconds = 3600): MemoryStorage {
  const storage = new MemoryStorage();
  const prefix = `CognitoIdentityServiceProvider.${identity.clientId}`;
  storage.setItem(`${prefix}.LastAuthUser`, 'demo@tapwallet.example');
  const user = `${prefix}.demo@tapwallet.example`;
  storage.setItem(`${user}.idToken`, token('id', expiresInSeconds));
  storage.setItem(`${user}.accessToken`, token('access', expiresInSeconds));
  storage.setItem(`${user}.refreshToken`, '');
  storage.setItem(`${user}.clockDrift`, '0');
  return storage;
}

describe('loadCognitoSession', () => {
  it('is signed out when nothing is stored', async () => {
    const session = await loadCognitoSession(testConfig.identity, new MemoryStorage());
    expect(session.isSignedIn).toBe(false);
    expect(await session.getToken()).toBeNull();
  });

  it('is signed out when the stored tokens expired and cannot be refreshed', async () => {
    const storage = storedSignIn(testConfig.identity, -60);
    const session = await loadCognitoSession(testConfig.identity, storage);
    expect(session.isSignedIn).toBe(false);
  });

  it('hands out the token kind the config names', async () => {
    const access = testConfig.identity;
    const id: IdentityConfig = { ...access, tokenUse: 'id' };
    const accessSession = await loadCognitoSession(access, storedSignIn(access));
    const idSession = await loadCognitoSession(id, storedSignIn(id));
    expect(accessSession.isSignedIn).toBe(true);
    const decode = (jwt: string | null) =>
      JSON.parse(Buffer.from(jwt?.split('.')[1] ?? '', 'base64url').toString()).token_use;
    expect(decode(await accessSession.getToken())).toBe('access');
    expect(decode(await idSession.getToken())).toBe('id');
  });

  it('signs out: clears the stored tokens and tells its listeners', async () => {
    const storage = storedSignIn(testConfig.identity);
    const session = await loadCognitoSession(testConfig.identity, storage);
    let changes = 0;
    const unsubscribe = session.subscribe(() => {
      changes += 1;
    });
    await session.signOut();
    expect(session.isSignedIn).toBe(false);
    expect(changes).toBe(1);
    expect(await session.getToken()).toBeNull();
    expect([...storage.items.keys()].some((key) => key.endsWith('.accessToken'))).toBe(false);
    unsubscribe();
  });
});
