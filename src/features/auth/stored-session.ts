// A signed-out visitor's first screen should not wait for (or download) the identity library just
// to learn that nobody is signed in. amazon-cognito-identity-js finds the current user through one
// storage key (CognitoUserPool.getCurrentUser reads `CognitoIdentityServiceProvider.<client id>
// .LastAuthUser`); without it there is no session to restore.
import type { Identity } from '../../identity/identity';
import type { KeyValueStorage } from '../../identity/identity-environment';

export function hasStoredSession(storage: Pick<KeyValueStorage, 'getItem'>, clientId: string) {
  return storage.getItem(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`) !== null;
}

/**
 * Before the settings (and so the client id) are known: whether any sign-in is stored at all.
 * Without one, the first screen is an authentication screen whatever the address.
 */
export function hasAnyStoredSession(storage: Pick<Storage, 'length' | 'key'>): boolean {
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.LastAuthUser'))
      return true;
  }
  return false;
}

/** The same identity, answering the app-start check itself when nothing is stored. */
export function withStoredSessionCheck(
  identity: Identity,
  storage: Pick<KeyValueStorage, 'getItem'>,
  clientId: string,
): Identity {
  return {
    ...identity,
    currentUser: () =>
      hasStoredSession(storage, clientId) ? identity.currentUser() : Promise.resolve(null),
  };
}
