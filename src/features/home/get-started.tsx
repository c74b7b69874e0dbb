import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { LazyDrawer } from '../../ui/lazy-drawer';
import { ButtonLink } from '../../ui/router-links';

function Choices({ fullWidth }: { fullWidth: boolean }) {
  return (
    <>
      <ButtonLink to="/event/register/ticket" size="md" fullWidth={fullWidth}>
        I'M GOING TO AN EVENT
      </ButtonLink>
      <ButtonLink to="/event/register/tag" size="md" variant="outline" fullWidth={fullWidth}>
        I NEED A REFUND
      </ButtonLink>
    </>
  );
}

// spec §2 Home: the two ways in, side by side on wider screens and in a bottom sheet on phones.
export function GetStarted() {
  const [opened, { open, close }] = useDisclosure(false);
  // The sheet's code is fetched on the first tap, not with /home's first screen.
  const [used, setUsed] = useState(false);
  return (
    <>
      <Group visibleFrom="sm" gap="md">
        <Choices fullWidth={false} />
      </Group>
      <Button
        hiddenFrom="sm"
        size="md"
        fullWidth
        onClick={() => {
          setUsed(true);
          open();
        }}
      >
        Get Started
      </Button>
      <LazyDrawer
        used={used}
        opened={opened}
        onClose={close}
        position="bottom"
        title="Get Started"
        hiddenFrom="sm"
        // As tall as its two choices, like a phone's action sheet.
        styles={{
          content: {
            height: 'auto',
            borderTopLeftRadius: 'var(--mantine-radius-lg)',
            borderTopRightRadius: 'var(--mantine-radius-lg)',
          },
        }}
      >
        <Stack gap="md" pb="md">
          <Choices fullWidth />
        </Stack>
      </LazyDrawer>
    </>
  );
}
