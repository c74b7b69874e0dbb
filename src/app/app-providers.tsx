import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { theme } from './theme';

export interface AppProvidersProps {
  children: ReactNode;
  /** 'test' turns off transitions and portals so DOM tests see the final markup at once. */
  env?: 'default' | 'test';
}

export function AppProviders({ children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} env={env}>
      <Notifications position="top-center" />
      {children}
    </MantineProvider>
  );
}
