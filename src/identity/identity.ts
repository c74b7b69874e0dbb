// The SPA's identity: the auth machine's identity calls plus the token private API calls carry.
// amazon-cognito-identity-js loads on first use, in its own chunk, so it stays out of the entry;
// while the stored tokens are fresh, the session and the token are read without it.

import type { IdentityConfig } from '../../core/contracts/runtime-config';
import type { IdentityService } from '../features/auth/chart/auth-services';
import type { IdentityEnvironment } from './identity-environment';

export interface Identity extends IdentityService {
  /** spec §6: the id or access token (config.tokenUse), refreshed when stale; null if signed out. */
  getToken(): Promise<string | null>;
}

export function createIdentity(config: IdentityConfig, env: IdentityEnvironment): Identity {
  let loaded: Promise<Identity> | undefined;
  const load = () => {
    loaded ??= import('./cognito-identity').then((module) =>
      module.createCognitoIdentity(config, env),
    );
    return loaded;
  };
  // In the signed-in chunk, which a signed-in first screen preloads: /login never loads it.
  const fresh = async () =>
    (await import('./fresh-stored-session')).freshStoredSession(
      env.storage,
      config.clientId,
      Date.now(),
    );
  return {
    currentUser: async () => (await fresh())?.user ?? (await load()).currentUser(),
    signIn: async (input) => (await load()).signIn(input),
    signUp: async (input) => (await load()).signUp(input),
    confirmSignUp: async (input) => (await load()).confirmSignUp(input),
    resendSignUpCode: async (input) => (await load()).resendSignUpCode(input),
    forgotPassword: async (input) => (await load()).forgotPassword(input),
    confirmForgotPassword: async (input) => (await load()).confirmForgotPassword(input),
    completeNewPassword: async (input) => (await load()).completeNewPassword(input),
    // Leaving for the hosted page needs no identity library, only this small module, and only on
    // that click, so it stays out of the first load too.
    beginHostedSignIn: async () =>
      (await import('./hosted-sign-in')).beginHostedSignIn(config, env),
    completeHostedSignIn: async (input) => (await load()).completeHostedSignIn(input),
    signOut: async () => {
      // The library may take seconds to arrive, and a reload meanwhile (a shared phone handed
      // on) must find no one signed in: the device forgets who is signed in at once. Without
      // that name nothing reads the stored tokens; the library gets it back only for the moment
      // it takes to forget the rest and revoke them (synchronously, so no reload comes between).
      const lastUserKey = `CognitoIdentityServiceProvider.${config.clientId}.LastAuthUser`;
      const lastUser = env.storage.getItem(lastUserKey);
      env.storage.removeItem(lastUserKey);
      const identity = await load();
      if (lastUser === null) return;
      env.storage.setItem(lastUserKey, lastUser);
      await identity.signOut();
    },
    getToken: async () => {
      const session = await fresh();
      if (!session) return (await load()).getToken();
      return config.tokenUse === 'id' ? session.idToken : session.accessToken;
    },
  };
}
