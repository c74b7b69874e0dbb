import { Group } from '@mantine/core';
import { ButtonLink } from '../ui/router-links';
import { Brand } from './brand';
import { ContactButton } from './contact-button';

export function SignedInHeader() {
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap">
      {/* Phones need the whole width for the three links. */}
      <Brand to="/home" visibleFrom="xs" />
      <Group component="nav" gap={0} wrap="nowrap" ml="auto">
        <ButtonLink to="/home" variant="subtle" size="compact-sm">
          Dashboard
        </ButtonLink>
        <ContactButton variant="subtle" size="compact-sm">
          Contact Us
        </ContactButton>
        <ButtonLink to="/logout" variant="subtle" size="compact-sm">
          Logout
        </ButtonLink>
      </Group>
    </Group>
  );
}
