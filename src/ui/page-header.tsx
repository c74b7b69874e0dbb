import { Group, Text, Title } from '@mantine/core';
import { useAuthSelector } from '../app/auth-actor-context';
import { selectedRegistrationId } from '../features/auth/auth-actor';
import { ButtonLink } from './router-links';

export interface PageHeaderProps {
  title: string;
  /** A small line above the title. */
  eyebrow?: string;
  /** A line under the title, such as the event's name. */
  subtitle?: string;
  back: '/home' | '/event/wallet';
}

// The wallet, top-up and refund pages' heading with their Back button beside it.
export function PageHeader({ title, eyebrow, subtitle, back }: PageHeaderProps) {
  const selectedId = useAuthSelector(selectedRegistrationId);
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <div style={{ minWidth: 0 }}>
        {eyebrow && (
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            {eyebrow}
          </Text>
        )}
        {/* A long event name (the wallet's title, the top-up page's subtitle) stays within two
            lines on a phone; the element keeps the whole name for screen readers and the
            tooltip shows it to everyone else. */}
        <Title order={1} fz={{ base: 24, sm: 34 }} lineClamp={2} title={title}>
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" lineClamp={2} title={subtitle}>
            {subtitle}
          </Text>
        )}
      </div>
      <ButtonLink
        to={back}
        search={back === '/home' ? {} : { registration: selectedId ?? undefined }}
        variant="default"
        style={{ flexShrink: 0 }}
      >
        Back
      </ButtonLink>
    </Group>
  );
}
