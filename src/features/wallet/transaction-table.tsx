import { Badge, Table, Text } from '@mantine/core';
import type { Transaction } from '../../../core/contracts/wallet-contract';
import type { RowStatus } from '../../../core/domain/ledger-rows';
import { formatMoney, toCents } from '../../../core/domain/money';
import {
  formatDateTime,
  formatMobileDateTime,
  purchaseCategoryLabel,
  purchaseStateLabel,
} from '../../../core/domain/transactions';
import { TAPPABLE_ROW, TransactionRowLink } from './transaction-row-link';

// Shade 9 of each colour keeps at least 5:1 on its badge's tint (src/app/theme.ts).
const STATUS_COLORS: Record<RowStatus, string> = {
  approved: 'green',
  pending: 'yellow',
  declined: 'red',
  unknown: 'gray',
};

/** spec §4's word for the row's state, on a colour that tells it apart at a glance. */
function StatusBadge({ row }: { row: Transaction }) {
  const color = STATUS_COLORS[row.status];
  return (
    <Badge
      variant="light"
      color={color}
      c={`${color}.9`}
      size="sm"
      radius="sm"
      tt="none"
      // The whole word, never cut short: the table gives the column the badge's width.
      miw="max-content"
    >
      {purchaseStateLabel(row.purchaseState)}
    </Badge>
  );
}

/**
 * The spec's category, which opens the row's detail, and beneath it what the row is ("Card fee",
 * "Purchase · Bar 3").
 */
function PurchaseType({ row, registration }: { row: Transaction; registration: string }) {
  const category = purchaseCategoryLabel(row.purchaseCategory);
  const sameWords = row.description.toLowerCase() === category.toLowerCase();
  return (
    <>
      <TransactionRowLink row={row} registration={registration}>
        {category}
      </TransactionRowLink>
      {!sameWords && (
        <Text size="xs" c="dimmed" data-testid="row-description">
          {row.description}
        </Text>
      )}
    </>
  );
}

/** spec §9's date with the time of day; phones get the short date, the time wrapping below it. */
function RowDate({ row }: { row: Transaction }) {
  return (
    <time dateTime={row.purchaseDate}>
      <Text span inherit visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(row.purchaseDate)}
      </Text>
      <Text span inherit hiddenFrom="sm">
        {formatMobileDateTime(row.purchaseDate)}
      </Text>
    </time>
  );
}

// spec §2 Event wallet: Purchase Type, Status, Total, Date, fitting a 375 px screen. Each row opens
// its detail (DESIGN §8 History).
export function TransactionTable({
  transactions,
  registration,
}: {
  transactions: readonly Transaction[];
  registration: string;
}) {
  return (
    <Table
      striped
      verticalSpacing="xs"
      horizontalSpacing="xs"
      fz={{ base: 'xs', sm: 'sm' }}
      aria-label="Transactions"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Purchase Type</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
          <Table.Th ta="right">Date</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {transactions.map((row) => (
          <Table.Tr key={row.purchaseReference} className={TAPPABLE_ROW} data-status={row.status}>
            <Table.Td>
              <PurchaseType row={row} registration={registration} />
            </Table.Td>
            <Table.Td>
              <StatusBadge row={row} />
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(toCents(row.purchaseTotal))}
            </Table.Td>
            <Table.Td ta="right">
              <RowDate row={row} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
