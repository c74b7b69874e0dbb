// Mantine's global rules; each component's own stylesheet comes with the component, in the chunk
// that renders it (scripts/build/mantine-component-styles.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './first-screen-styles';
import { em, MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications, useNotifications } from '@mantine/notifications';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import classes from './root-layout.module.css';
import { cssVariablesResolver, theme } from './theme';

// DOM tests (Vitest's mode) keep seeing an alert in the same render that raised it; the build
// drops this branch, and with it the static import.
const AppNotifications =
  import.meta.env.MODE === 'test'
    ? Notifications
    : lazy(() =>
        import('./app-notifications').then((module) => ({ default: module.AppNotifications })),
      );

/**
 * The notification stack loads with the first alert, not with every page: the alert waits in
 * @mantine/notifications' store until the stack shows it. Once there, it stays for the exits.
 */
function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // An alert stays 8 s: on a phone it sits at the bottom, clear of the header's links and the
  // page's Back button; on wider screens under the header, between the title and Back.
  const phone = useMediaQuery(`(max-width: ${em(PHONE_MAX_WIDTH)})`, undefined, {
    getInitialValueInEffect: false,
  });
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AppNotifications
        position={phone ? 'bottom-center' : 'top-center'}
        className={classes.alerts}
      />
    </Suspense>
  );
}

/** Below Mantine's xs breakpoint (36em), where the header's links take the whole width. */
const PHONE_MAX_WIDTH = 575.98;

export interface AppProvidersProps {
  children: ReactNode;
  /** 'test' turns off transitions and portals so DOM tests see the final markup at once. */
  env?: 'default' | 'test';
}

export function AppProviders({ children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <NotificationsOnDemand />
      {children}
    </MantineProvider>
  );
}
