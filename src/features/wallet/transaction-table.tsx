import { Table, Text } from '@mantine/core';
import type { Transaction } from '../../../core/contracts/wallet-contract';
import { formatMoney, toCents } from '../../../core/domain/money';
import {
  formatDate,
  formatMobileDate,
  purchaseCategoryLabel,
  purchaseStateLabel,
} from '../../../core/domain/transactions';
import { TAPPABLE_ROW, TransactionRowLink } from './transaction-row-link';

const STATE_COLORS: Record<string, string> = {
  Pending: 'yellow.9',
  Approved: 'green.8',
  Declined: 'red.8',
};

// spec §2 Event wallet: Purchase Type, Status, Total, Date. Phones get the short date so the four
// columns fit a 375 px screen. Each row opens its detail (DESIGN §8 History).
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
        {transactions.map((row) => {
          const status = purchaseStateLabel(row.purchaseState);
          return (
            <Table.Tr key={row.purchaseReference} className={TAPPABLE_ROW}>
              <Table.Td>
                <TransactionRowLink row={row} registration={registration}>
                  {purchaseCategoryLabel(row.purchaseCategory)}
                </TransactionRowLink>
              </Table.Td>
              <Table.Td>
                <Text span inherit fw={600} c={STATE_COLORS[status] ?? 'dimmed'}>
                  {status}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(toCents(row.purchaseTotal))}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Text span inherit visibleFrom="sm">
                  {formatDate(row.purchaseDate)}
                </Text>
                <Text span inherit hiddenFrom="sm">
                  {formatMobileDate(row.purchaseDate)}
                </Text>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
