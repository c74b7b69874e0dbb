import { lazy, Suspense } from 'react';
import { LazyAuthScreens } from '../features/auth/lazy-auth-screens';
import { PendingScreen } from '../ui/pending-screen';
import { useIsSignedIn } from './use-is-signed-in';

// Only the signed-in see the 404 page, so it stays out of /login's first load.
const NotFoundPage = lazy(() =>
  import('./not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

// A path with no screen for the visitor: signed out, any such path shows the authentication
// flow; signed in, the 404 page (spec §2).
export function UnmatchedPathScreen() {
  const signedIn = useIsSignedIn();
  return (
    <Suspense fallback={<PendingScreen />}>
      {signedIn ? <NotFoundPage /> : <LazyAuthScreens />}
    </Suspense>
  );
}
