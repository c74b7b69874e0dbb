// The signed-in customer's profile as the screens show it. The auth actor holds the answer of
// the post-login check; a profile saved on the profile screen replaces it until the next
// sign-in, which brings a new answer (a different object) and so drops the saved one.
import { useSyncExternalStore } from 'react';
import { useAuthSelector } from '../auth/auth-actor-context';
import type { Profile } from '../contracts/profile-contract';

interface Saved {
  /** The post-login profile this one was saved over. */
  over: Profile | null;
  profile: Profile;
}

let saved: Saved | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function storeSavedProfile(over: Profile | null, profile: Profile): void {
  saved = { over, profile };
  for (const listener of listeners) listener();
}

function pick(stored: Saved | null, loggedIn: Profile | null): Profile | null {
  return stored && stored.over === loggedIn ? stored.profile : loggedIn;
}

export function currentProfile(loggedIn: Profile | null): Profile | null {
  return pick(saved, loggedIn);
}

export function useSignedInProfile(): Profile | null {
  const loggedIn = useAuthSelector((snapshot) => snapshot.context.profile);
  return pick(
    useSyncExternalStore(subscribe, () => saved),
    loggedIn,
  );
}
