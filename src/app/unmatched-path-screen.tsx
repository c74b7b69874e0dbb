import { Suspense } from 'react';
import { LazyAuthScreens } from '../auth/lazy-auth-screens';
import { PendingScreen } from '../ui/pending-screen';
import { NotFoundPage } from './not-found-page';
import { useIsSignedIn } from './use-is-signed-in';

// A path with no screen for the visitor: signed out, any such path shows the authentication
// flow; signed in, the 404 page (spec §2).
export function UnmatchedPathScreen() {
  const signedIn = useIsSignedIn();
  if (signedIn) return <NotFoundPage />;
  return (
    <Suspense fallback={<PendingScreen />}>
      <LazyAuthScreens />
    </Suspense>
  );
}
