import { useAuthSelector } from './auth-actor-context';

/** The post-login profile check failed (offline at start-up): the profile shown is a copy. */
export function useProfileOffline(): boolean {
  return useAuthSelector(
    (snapshot) => snapshot.context.profile === null && snapshot.context.profileError !== null,
  );
}
