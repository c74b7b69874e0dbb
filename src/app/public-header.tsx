import { Burger, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { ButtonLink } from '../ui/router-links';
import { Brand } from './brand';
import { ContactButton } from './contact-button';
import { useAppContext } from './use-app-context';

function PublicLinks({ onNavigate, justify }: { onNavigate?: () => void; justify?: string }) {
  return (
    <>
      <ButtonLink to="/login" variant="subtle" justify={justify} onClick={onNavigate}>
        Login
      </ButtonLink>
      <ButtonLink to="/policy/terms" variant="subtle" justify={justify} onClick={onNavigate}>
        Terms
      </ButtonLink>
      <ButtonLink to="/policy/privacy" variant="subtle" justify={justify} onClick={onNavigate}>
        Privacy Policy
      </ButtonLink>
      <ButtonLink to="/policy/faq" variant="subtle" justify={justify} onClick={onNavigate}>
        FAQ
      </ButtonLink>
      <ContactButton variant="subtle" justify={justify} onClick={onNavigate}>
        Contact Us
      </ContactButton>
    </>
  );
}

const PublicMenuDrawer = lazy(() =>
  import('../ui/drawer-on-demand').then((module) => ({ default: module.DrawerOnDemand })),
);

export function PublicHeader() {
  const { config } = useAppContext();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code is fetched on the first tap of the burger, then stays for its transitions.
  const [menuUsed, setMenuUsed] = useState(false);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Brand to="/login" />
      <Group component="nav" gap={4} visibleFrom="sm" wrap="nowrap">
        <PublicLinks />
      </Group>
      <Burger
        opened={opened}
        onClick={() => {
          setMenuUsed(true);
          toggle();
        }}
        hiddenFrom="sm"
        aria-label="Menu"
      />
      {menuUsed && (
        <Suspense fallback={null}>
          <PublicMenuDrawer
            opened={opened}
            onClose={close}
            title={config.productName}
            position="right"
            size="xs"
            hiddenFrom="sm"
          >
            <Stack component="nav" align="stretch" gap="xs">
              <PublicLinks onNavigate={close} justify="flex-start" />
            </Stack>
          </PublicMenuDrawer>
        </Suspense>
      )}
    </Group>
  );
}
