import { Card, Divider, Stack, Text } from '@mantine/core';
import { AmountLine } from '../../ui/amount-line';

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
        <AmountLine label="Balance" cents={balanceCents} />
        <AmountLine label="Refund processing fee" cents={-feeCents} />
        <Divider my={4} />
        <AmountLine label="Refund total" cents={totalCents} strong />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
