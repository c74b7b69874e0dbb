import type { AuthSession } from '../auth/auth-session';

export interface FakeSession extends AuthSession {
  signOutCalls: number;
}

export function createFakeSession(signedIn: boolean): FakeSession {
  const listeners = new Set<() => void>();
  const session: FakeSession = {
    signOutCalls: 0,
    get isSignedIn() {
      return signedIn;
    },
    getToken: async () => (signedIn ? 'fake-token' : null),
    signOut: async () => {
      session.signOutCalls += 1;
      signedIn = false;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return session;
}
