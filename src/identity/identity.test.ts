import { describe, expect, it } from 'vitest';
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

describe('createIdentity', () => {
  it('loads the adapter on first use and answers from the stored session', async () => {
    const storage = memoryStorage();
    const identity = createIdentity(
      {
        endpoint: 'http://127.0.0.1:1',
        region: 'ap-southeast-2',
        userPoolId: 'local_pool1',
        clientId: 'client-1',
        hostedDomain: 'http://127.0.0.1:1',
        authFlow: 'USER_PASSWORD_AUTH',
        tokenUse: 'access',
        scopes: ['openid'],
      },
      { storage, sessionStorage: memoryStorage(), origin: 'http://app', redirect: () => {} },
    );
    expect(await identity.currentUser()).toBeNull();
    expect(await identity.getToken()).toBeNull();
  });
});
