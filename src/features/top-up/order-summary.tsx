import { Card, Divider, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../core/domain/money';
import type { TopUp } from '../../../core/domain/top-up';

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

// spec §2 Top up: what the card is charged, what comes off it, and what reaches the wallet.
export function OrderSummary({ summary }: { summary: TopUp }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Order summary">
      <Stack gap={6}>
        <Text fw={700}>Order Summary</Text>
        <Line label="Top up" cents={summary.topUpCents} />
        <Line label="Card fee" cents={-summary.cardFeeCents} />
        <Line label="Activation fee" cents={-summary.activationFeeCents} />
        <Divider my={4} />
        <Line label="Added to your wallet" cents={summary.creditCents} strong />
        <Line label="Balance after top up" cents={summary.balanceAfterCents} />
      </Stack>
    </Card>
  );
}
