import type { AuthNavigation } from '../features/auth/chart/auth-types';
import type { AppRouter } from './create-app-router';

/** Performs the auth machine's `navigate` effect. */
export function navigateForAuth(router: AppRouter, target: AuthNavigation): void {
  // Leaving the hosted sign-in's return path replaces it, so Back cannot replay a used code.
  const replace = router.state.location.pathname.toLowerCase() === '/oauth/login';
  void router.navigate(
    target.to === '/confirmSignUp'
      ? { to: target.to, search: target.search, replace }
      : { to: target.to, replace },
  );
}
