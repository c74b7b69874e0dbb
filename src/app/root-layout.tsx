import { AppShell, Container } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { PublicHeader } from './public-header';
import { SignedInHeader } from './signed-in-header';
import { useIsSignedIn } from './use-is-signed-in';

export function RootLayout() {
  const signedIn = useIsSignedIn();
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>{signedIn ? <SignedInHeader /> : <PublicHeader />}</AppShell.Header>
      <AppShell.Main>
        <Container size="md" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
