import { Card, Divider, Stack, Text } from '@mantine/core';
import type { TopUp } from '../../../core/domain/top-up';
import { AmountLine } from '../../ui/amount-line';

// spec §2 Top up: what the card is charged, what comes off it, and what reaches the wallet.
export function OrderSummary({ summary }: { summary: TopUp }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Order summary">
      <Stack gap={6}>
        <Text fw={700}>Order Summary</Text>
        <AmountLine label="Top up" cents={summary.topUpCents} />
        <AmountLine label="Card fee" cents={-summary.cardFeeCents} />
        <AmountLine label="Activation fee" cents={-summary.activationFeeCents} />
        <Divider my={4} />
        <AmountLine label="Added to your wallet" cents={summary.creditCents} strong />
        <AmountLine label="Balance after top up" cents={summary.balanceAfterCents} />
      </Stack>
    </Card>
  );
}
