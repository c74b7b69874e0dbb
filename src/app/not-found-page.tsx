import { Anchor, Code, Stack, Text, Title } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { ButtonLink } from '../ui/router-links';
import { useAppContext } from './use-app-context';

export function NotFoundPage() {
  const { config } = useAppContext();
  const { pathname } = useLocation();
  return (
    <Stack align="center" ta="center" py="xl" gap="md">
      <Title order={1} fz={96} lh={1} c="brand.7">
        404
      </Title>
      <Text size="lg">
        Page not found: <Code>{pathname}</Code>
      </Text>
      <ButtonLink to="/eventHome">Home</ButtonLink>
      <Anchor href={config.contactUrl} target="_blank" rel="noopener">
        Contact
      </Anchor>
    </Stack>
  );
}
