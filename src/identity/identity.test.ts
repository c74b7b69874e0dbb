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

  it('forgets who is signed in at once on sign-out, before the library has arrived', async () => {
    const storage = memoryStorage();
    const prefix = `CognitoIdentityServiceProvider.${CONFIG.clientId}`;
    storage.setItem(`${prefix}.LastAuthUser`, 'ann');
    storage.setItem(`${prefix}.ann.refreshToken`, 'refresh-token');
    const signingOut = identityOver(storage).signOut();
    // What a reload right after the click would read, with the library still on its way.
    expect(storage.getItem(`${prefix}.LastAuthUser`)).toBeNull();
    await signingOut;
    expect(storage.getItem(`${prefix}.LastAuthUser`)).toBeNull();
    expect(storage.getItem(`${prefix}.ann.refreshToken`)).toBeNull();
  });
});
