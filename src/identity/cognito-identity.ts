// The identity calls of spec §7 over amazon-cognito-identity-js, against the endpoint /config.json
// names (the built-in identity locally, cognito-idp in AWS). Imported only through identity.ts.
import {
  AuthenticationDetails,
  CognitoAccessToken,
  CognitoIdToken,
  CognitoRefreshToken,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  CognitoUserSession,
} from 'amazon-cognito-identity-js';
import type { IdentityConfig } from '../../core/contracts/runtime-config';
import type { AuthUser, SignInResult } from '../features/auth/chart/auth-types';
import { authUserOfClaims } from './auth-user-claims';
import { beginHostedSignIn, exchangeHostedCode, type HostedTokens } from './hosted-sign-in';
import type { Identity } from './identity';
import type { IdentityEnvironment, KeyValueStorage } from './identity-environment';
import { IdentityError } from './identity-error';

function authUserOf(session: CognitoUserSession): AuthUser {
  return authUserOfClaims(session.getIdToken().decodePayload());
}

function scratchStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

type NodeCallback<T> = (error?: Error | null, result?: T) => void;

function fromCallback<T>(call: (callback: NodeCallback<T>) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    call((error, result) => (error ? reject(error) : resolve(result as T)));
  });
}

// getSession answers from storage while the tokens are fresh and refreshes them with the refresh
// token when they are not; a session it cannot produce means no one is signed in.
function readSession(user: CognitoUser): Promise<CognitoUserSession | null> {
  return new Promise((resolve) => {
    user.getSession((error: Error | null, session: CognitoUserSession | null) => {
      resolve(error || !session?.isValid() ? null : session);
    });
  });
}

export function createCognitoIdentity(config: IdentityConfig, env: IdentityEnvironment): Identity {
  const pool = new CognitoUserPool({
    UserPoolId: config.userPoolId,
    ClientId: config.clientId,
    endpoint: config.endpoint || undefined,
    Storage: env.storage,
  });
  // The user object of a NEW_PASSWORD_REQUIRED sign-in holds the challenge session; it stays here
  // so the machine's context holds only plain data.
  let challenged: CognitoUser | null = null;

  const userFor = (username: string) =>
    new CognitoUser({ Username: username, Pool: pool, Storage: env.storage });

  // The session as the library stored it (CognitoUser.cacheTokens), read without the network:
  // getSession would first refresh stale tokens and store them again.
  const storedSession = (username: string): CognitoUserSession | null => {
    const key = (name: string) =>
      env.storage.getItem(`CognitoIdentityServiceProvider.${config.clientId}.${username}.${name}`);
    const [IdToken, AccessToken, RefreshToken] = ['idToken', 'accessToken', 'refreshToken'].map(
      key,
    );
    if (!IdToken || !AccessToken || !RefreshToken) return null;
    return new CognitoUserSession({
      IdToken: new CognitoIdToken({ IdToken }),
      AccessToken: new CognitoAccessToken({ AccessToken }),
      RefreshToken: new CognitoRefreshToken({ RefreshToken }),
    });
  };

  // RevokeToken for a session already forgotten here, by a user object over storage of its own,
  // so nothing it stores (a refresh on the way) reaches the device's. spec §4: a failure is only
  // logged; the device is signed out whatever the identity answers, or if it never does.
  const revokeInBackground = (username: string, session: CognitoUserSession) => {
    const revoking = new CognitoUser({ Username: username, Pool: pool, Storage: scratchStorage() });
    revoking.setSignInUserSession(session);
    const done = (error?: Error | null) => {
      if (error) console.error('Revoking the signed-out session failed', error);
    };
    revoking.signOut(done);
  };

  let signOuts = 0;

  const currentSession = async () => {
    const user = pool.getCurrentUser();
    if (!user) return null;
    const before = signOuts;
    const session = await readSession(user);
    if (signOuts === before) return session;
    // Signed out while this read refreshed stale tokens, which the library then stored again:
    // they would sign the device back in. This caller's session is over either way.
    if (session) user.signOut();
    return null;
  };

  const authenticate = (
    user: CognitoUser,
    start: (callbacks: Parameters<CognitoUser['authenticateUser']>[1]) => void,
  ) =>
    new Promise<SignInResult>((resolve, reject) => {
      const unsupported = (name: string) => () =>
        reject(new IdentityError('UnsupportedChallenge', `The ${name} challenge is not supported`));
      start({
        onSuccess: (session) => {
          challenged = null;
          resolve({ kind: 'signedIn', user: authUserOf(session) });
        },
        onFailure: reject,
        newPasswordRequired: () => {
          challenged = user;
          resolve({ kind: 'newPasswordRequired' });
        },
        mfaRequired: unsupported('SMS_MFA'),
        totpRequired: unsupported('SOFTWARE_TOKEN_MFA'),
        mfaSetup: unsupported('MFA_SETUP'),
        selectMFAType: unsupported('SELECT_MFA_TYPE'),
        customChallenge: unsupported('CUSTOM_CHALLENGE'),
      });
    });

  const keepSession = (tokens: HostedTokens): AuthUser => {
    const accessToken = new CognitoAccessToken({ AccessToken: tokens.accessToken });
    const session = new CognitoUserSession({
      IdToken: new CognitoIdToken({ IdToken: tokens.idToken }),
      AccessToken: accessToken,
      RefreshToken: new CognitoRefreshToken({ RefreshToken: tokens.refreshToken }),
    });
    // Stored under the access token's username, as a password sign-in would store it, so
    // getCurrentUser/getSession (and refreshing) work the same afterwards.
    userFor(String(accessToken.decodePayload().username)).setSignInUserSession(session);
    return authUserOf(session);
  };

  return {
    async currentUser() {
      const session = await currentSession();
      return session ? authUserOf(session) : null;
    },

    signIn({ email, password }) {
      const user = userFor(email);
      // The built-in identity refuses SRP, so the flow comes from config: USER_PASSWORD_AUTH there.
      user.setAuthenticationFlowType(config.authFlow);
      const details = new AuthenticationDetails({ Username: email, Password: password });
      return authenticate(user, (callbacks) => user.authenticateUser(details, callbacks));
    },

    async signUp({ email, password, givenName, familyName, phone }) {
      const attributes = [
        new CognitoUserAttribute({ Name: 'email', Value: email }),
        new CognitoUserAttribute({ Name: 'phone_number', Value: phone }),
        new CognitoUserAttribute({ Name: 'given_name', Value: givenName }),
        new CognitoUserAttribute({ Name: 'family_name', Value: familyName }),
      ];
      const result = await fromCallback<{ userConfirmed: boolean }>((callback) =>
        pool.signUp(email, password, attributes, [], callback),
      );
      return { kind: result.userConfirmed ? 'confirmed' : 'confirmationRequired' };
    },

    async confirmSignUp({ email, code }) {
      await fromCallback((callback) => userFor(email).confirmRegistration(code, true, callback));
    },

    async resendSignUpCode({ email }) {
      await fromCallback((callback) => userFor(email).resendConfirmationCode(callback));
    },

    forgotPassword({ email }) {
      return new Promise((resolve, reject) => {
        userFor(email).forgotPassword({
          onSuccess: () => resolve(),
          inputVerificationCode: () => resolve(),
          onFailure: reject,
        });
      });
    },

    confirmForgotPassword({ email, code, password }) {
      return new Promise((resolve, reject) => {
        userFor(email).confirmPassword(code, password, {
          onSuccess: () => resolve(),
          onFailure: reject,
        });
      });
    },

    async completeNewPassword({ password, givenName, familyName }) {
      const user = challenged;
      if (!user) {
        throw new IdentityError(
          'NoPendingChallenge',
          'Please login with your temporary password first',
        );
      }
      const attributes = { given_name: givenName, family_name: familyName };
      const result = await authenticate(user, (callbacks) =>
        user.completeNewPasswordChallenge(password, attributes, callbacks),
      );
      if (result.kind !== 'signedIn') {
        throw new IdentityError('NewPasswordRequired', 'The new password was not accepted');
      }
      return result.user;
    },

    beginHostedSignIn: () => beginHostedSignIn(config, env),

    async completeHostedSignIn(returned) {
      return keepSession(await exchangeHostedCode(config, env, returned));
    },

    async signOut() {
      const user = pool.getCurrentUser();
      if (!user) return;
      signOuts += 1;
      const session = storedSession(user.getUsername());
      // Forgotten on this device before anything goes over the network: the library retries a
      // revocation for seconds, and a reload meanwhile (offline, a shared phone) must find no one.
      user.signOut();
      if (session) revokeInBackground(user.getUsername(), session);
    },

    async getToken() {
      const session = await currentSession();
      if (!session) return null;
      const token = config.tokenUse === 'id' ? session.getIdToken() : session.getAccessToken();
      return token.getJwtToken();
    },
  };
}
