import { Card, Divider, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../core/domain/money';

function Line({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(cents)}
      </Text>
    </Group>
  );
}

// The refund total of spec §9: the balance less the event's online refund fee.
export function RefundAmounts(props: {
  balanceCents: number;
  feeCents: number;
  totalCents: number;
  error?: string | undefined;
}) {
  const { balanceCents, feeCents, totalCents, error } = props;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Refund amount">
      <Stack gap={6}>
        <Line label="Balance" cents={balanceCents} />
        <Line label="Refund processing fee" cents={-feeCents} />
        <Divider my={4} />
        <Line label="Refund total" cents={totalCents} strong />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
