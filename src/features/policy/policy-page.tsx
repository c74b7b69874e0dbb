import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../ui/router-links';

export interface PolicyPageProps {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

// Every public page returns to sign-in (spec §2), which forwards a signed-in visitor to /home.
export function PolicyPage({ title, intro, children }: PolicyPageProps) {
  return (
    <Stack gap="lg" pb="xl">
      <Title order={1}>{title}</Title>
      <Text size="lg">{intro}</Text>
      {children}
      <Group>
        <ButtonLink to="/login" variant="default">
          Back
        </ButtonLink>
      </Group>
    </Stack>
  );
}

export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
