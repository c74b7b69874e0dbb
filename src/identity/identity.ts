// The SPA's identity: the auth machine's identity calls plus the token private API calls carry.
// amazon-cognito-identity-js loads on first use, in its own chunk, so it stays out of the entry;
// while the stored tokens are fresh, the session and the token are read without it.

import type { IdentityConfig } from '../../core/contracts/runtime-config';
import type { IdentityService } from '../features/auth/chart/auth-services';
import type { IdentityEnvironment, KeyValueStorage } from './identity-environment';

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
      // on) must find no one signed in: the device forgets the session at once. The library gets
      // it back only for the moment it takes to forget it for good and revoke the tokens
      // (synchronously, so no reload comes between); a reload before that leaves nothing stored.
      const taken = takeStoredSession(env.storage, config.clientId);
      const identity = await load();
      if (taken.length === 0) return;
      for (const [key, value] of taken) env.storage.setItem(key, value);
      await identity.signOut();
    },
    getToken: async () => {
      const session = await fresh();
      if (!session) return (await load()).getToken();
      return config.tokenUse === 'id' ? session.idToken : session.accessToken;
    },
  };
}

// What amazon-cognito-identity-js keeps of a signed-in user, beside the name it keeps them under
// (LastAuthUser); its sign-out clears the same.
const USER_ENTRIES = ['idToken', 'accessToken', 'refreshToken', 'clockDrift', 'userData'];

/** Removes the stored session of this app client, answering what it removed. */
function takeStoredSession(storage: KeyValueStorage, clientId: string): [string, string][] {
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  const lastUserKey = `${prefix}.LastAuthUser`;
  const user = storage.getItem(lastUserKey);
  if (user === null) return [];
  const keys = [lastUserKey, ...USER_ENTRIES.map((entry) => `${prefix}.${user}.${entry}`)];
  const taken: [string, string][] = [];
  for (const key of keys) {
    const value = storage.getItem(key);
    if (value === null) continue;
    taken.push([key, value]);
    storage.removeItem(key);
  }
  return taken;
}
