import { Box, Container } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useDeferredValue } from 'react';
import { stateName } from '../chart-shared/state-name';
import { ChartState } from '../ui/chart-state';
import { AlertsFollowScreen } from './alerts-follow-screen';
import { useAuthSelector } from './auth-actor-context';
import { PublicHeader } from './public-header';
import classes from './root-layout.module.css';
import { useIsSignedIn } from './use-is-signed-in';

// Signed out (every first visit, /login) the header is the public one; the signed-in one loads
// with the first signed-in screen.
const SignedInHeader = lazy(() =>
  import('./signed-in-header').then((module) => ({ default: module.SignedInHeader })),
);

// react-remove-scroll's class: while a dialog locks the page's scroll, the fixed header keeps
// clear of the scrollbar gap (AppShell's header does the same).
const KEEP_CLEAR_OF_SCROLLBAR = 'right-scroll-bar-position';

function AuthChartState() {
  const state = useAuthSelector((snapshot) => stateName(snapshot.value));
  return <ChartState chart="auth" state={state} />;
}

export function RootLayout() {
  const signedIn = useIsSignedIn();
  // The router mounts the layout in one blocking render once the session check is done; the
  // page's first content then renders in the background, in slices, so a slow phone is not
  // frozen for it (Lighthouse's Total Blocking Time).
  const mounted = useDeferredValue(true, false);
  if (!mounted) return null;
  return (
    <>
      <AuthChartState />
      <AlertsFollowScreen />
      <Box component="header" className={`${classes.header} ${KEEP_CLEAR_OF_SCROLLBAR}`}>
        {signedIn ? (
          <Suspense fallback={null}>
            <SignedInHeader />
          </Suspense>
        ) : (
          <PublicHeader />
        )}
      </Box>
      <Box component="main" className={classes.main}>
        <Container size="md" px={0}>
          <Outlet />
        </Container>
      </Box>
    </>
  );
}
