import { Group } from '@mantine/core';
import { ButtonLink } from '../ui/router-links';
import { Brand } from './brand';
import { ContactButton } from './contact-button';

// On a phone the links' padding is trimmed so that the product name fits beside them.
const LINK = { variant: 'subtle', size: 'compact-sm', px: { base: 5, xs: 8 } } as const;

export function SignedInHeader() {
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="xs" justify="space-between" wrap="nowrap">
      <Brand to="/home" />
      <Group component="nav" gap={0} wrap="nowrap" ml="auto" style={{ flexShrink: 0 }}>
        <ButtonLink to="/home" {...LINK}>
          Dashboard
        </ButtonLink>
        <ContactButton {...LINK}>Contact Us</ContactButton>
        <ButtonLink to="/logout" {...LINK}>
          Logout
        </ButtonLink>
      </Group>
    </Group>
  );
}
