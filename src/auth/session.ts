import './node-global';
import {
  type CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
  type ICognitoStorage,
} from 'amazon-cognito-identity-js';
import type { IdentityConfig } from '../domain/runtime-config';
import type { AuthSession } from './auth-session';

// getSession answers from storage while the tokens are fresh and refreshes them with the refresh
// token when they are not, so asking it again on every call always yields a usable token.
function readSession(user: CognitoUser): Promise<CognitoUserSession | null> {
  return new Promise((resolve) => {
    user.getSession((error: Error | null, session: CognitoUserSession | null) => {
      resolve(error || !session?.isValid() ? null : session);
    });
  });
}

export async function loadCognitoSession(
  identity: IdentityConfig,
  storage?: ICognitoStorage,
): Promise<AuthSession> {
  const pool = new CognitoUserPool({
    UserPoolId: identity.userPoolId,
    ClientId: identity.clientId,
    endpoint: identity.endpoint,
    Storage: storage,
  });
  const listeners = new Set<() => void>();
  const currentSession = async () => {
    const user = pool.getCurrentUser();
    return user ? readSession(user) : null;
  };
  let signedIn = (await currentSession()) !== null;

  return {
    get isSignedIn() {
      return signedIn;
    },
    async getToken() {
      const session = await currentSession();
      if (!session) return null;
      const token = identity.tokenUse === 'id' ? session.getIdToken() : session.getAccessToken();
      return token.getJwtToken();
    },
    async signOut() {
      // Without a callback the library only clears the stored tokens; revoking them is not needed
      // to leave this device signed out, and a logout failure would only be logged anyway.
      pool.getCurrentUser()?.signOut();
      signedIn = false;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
