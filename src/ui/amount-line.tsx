import { Group, Text } from '@mantine/core';
import { formatMoney } from '../../core/domain/money';

// One line of a sum: its name on the left, its amount kept whole on the right.
export function AmountLine({
  label,
  cents,
  strong,
}: {
  label: string;
  cents: number;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(cents)}
      </Text>
    </Group>
  );
}
