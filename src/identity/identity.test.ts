import { describe, expect, it } from 'vitest';
import type { IdentityConfig } from '../../core/contracts/runtime-config';
import { createIdentity } from './identity';
import type { KeyValueStorage } from './identity-environment';

function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const CONFIG = {
  endpoint: 'http://127.0.0.1:1',
  region: 'ap-southeast-2',
  userPoolId: 'local_pool1',
  clientId: 'client-1',
  hostedDomain: 'http://127.0.0.1:1',
  authFlow: 'USER_PASSWORD_AUTH',
  tokenUse: 'access',
  scopes: ['openid'],
} satisfies IdentityConfig;

function identityOver(storage: KeyValueStorage) {
  return createIdentity(CONFIG, {
    storage,
    sessionStorage: memoryStorage(),
    origin: 'http://app',
    redirect: () => {},
  });
}

describe('createIdentity', () => {
  it('loads the adapter on first use and answers from the stored session', async () => {
    const identity = identityOver(memoryStorage());
    expect(await identity.currentUser()).toBeNull();
    expect(await identity.getToken()).toBeNull();
  });

  it('forgets the session at once on sign-out, before the library has arrived', async () => {
    const storage = memoryStorage();
    const prefix = `CognitoIdentityServiceProvider.${CONFIG.clientId}`;
    const stored = [
      `${prefix}.LastAuthUser`,
      `${prefix}.ann.idToken`,
      `${prefix}.ann.accessToken`,
      `${prefix}.ann.refreshToken`,
      `${prefix}.ann.clockDrift`,
    ];
    storage.setItem(`${prefix}.LastAuthUser`, 'ann');
    for (const key of stored.slice(1)) storage.setItem(key, 'value');
    const signingOut = identityOver(storage).signOut();
    // What a reload right after the click would read, with the library still on its way.
    for (const key of stored) expect(storage.getItem(key), key).toBeNull();
    await signingOut;
    for (const key of stored) expect(storage.getItem(key), key).toBeNull();
  });
});
