import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../ui/router-links';
import type { AuthState } from './chart/auth-types';

/** The frame every auth screen shares; `screen` names the machine state it shows. */
export function AuthCard({
  title,
  screen,
  children,
}: {
  title: string;
  screen: AuthState;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      shadow="xs"
      p={{ base: 'md', sm: 'xl' }}
      maw={460}
      mx="auto"
      data-auth-screen={screen}
    >
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A call to the identity service is under way. */
export function BusyNote({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" role="status" wrap="nowrap">
      <Loader size="xs" />
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** The red banner of a failed request. */
export function FailureBanner({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" variant="light" role="alert">
      {children}
    </Alert>
  );
}

/** The way back from a screen reached from Login. */
export function BackToLogin() {
  return (
    <AnchorLink to="/login" size="sm" ta="center">
      Back to Login
    </AnchorLink>
  );
}
