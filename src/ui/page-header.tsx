import { Group, Text, Title } from '@mantine/core';
import { useAuthSelector } from '../auth/auth-actor-context';
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
  const selectedId = useAuthSelector((snapshot) => snapshot.context.selectedId);
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <div>
        {eyebrow && (
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            {eyebrow}
          </Text>
        )}
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {title}
        </Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
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
