// The one seam between the shell and whatever knows whether the customer is signed in. The stored
// Cognito session backs it today; the auth statechart replaces it without touching the router.
export interface AuthSession {
  readonly isSignedIn: boolean;
  /** The token private API calls carry (spec §6), or null when signed out. */
  getToken(): Promise<string | null>;
  signOut(): Promise<void>;
  /** Called after every change of isSignedIn; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}
