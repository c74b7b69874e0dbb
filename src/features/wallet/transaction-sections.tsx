import { Card, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type {
  PurchaseDetail,
  RefundDetail,
  TopUpDetail,
  TransactionDetail,
} from '../../../core/contracts/transaction-detail-contract';
import { formatMoney, toCents } from '../../../core/domain/money';
import {
  cardFeeLabel,
  ROW_DETAIL_TEXT as TEXT,
  topUpOutcomeLabel,
} from '../../../core/domain/row-detail';
import { formatDateTime } from '../../../core/domain/transactions';
import classes from './transaction-detail.module.css';

const money = (dollars: number) => formatMoney(toCents(dollars));

// A row's sections as its detail and its receipt show them (DESIGN §8 History): a top-up's
// payment and fees, a purchase's vendor and items, a refund's transfer.
export function TransactionSections({ detail }: { detail: TransactionDetail }) {
  return (
    <>
      {detail.topUp && <TopUpSection topUp={detail.topUp} />}
      {detail.purchase && <PurchaseSection purchase={detail.purchase} />}
      {detail.refund && <RefundSection refund={detail.refund} />}
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function TopUpSection({ topUp }: { topUp: TopUpDetail }) {
  return (
    <Section id="top-up-detail" title={TEXT.topUpTitle}>
      <Figures
        rows={[
          [TEXT.amountCharged, money(topUp.amount)],
          [cardFeeLabel(topUp.cardFeePercent), money(-topUp.cardFee)],
          [TEXT.activationFee, money(-topUp.activationFee)],
          [TEXT.credit, money(topUp.credit), true],
          [TEXT.paymentReference, topUp.paymentReference],
          [TEXT.outcome, topUpOutcomeLabel(topUp.outcome)],
          [TEXT.requested, formatDateTime(topUp.requestedAt)],
          ...(topUp.completedAt
            ? [[TEXT.completed, formatDateTime(topUp.completedAt)] as FigureRow]
            : []),
        ]}
      />
    </Section>
  );
}

function PurchaseSection({ purchase }: { purchase: PurchaseDetail }) {
  return (
    <Section id="purchase-detail" title={TEXT.purchaseTitle}>
      <Stack gap="sm">
        <Figures rows={[[TEXT.vendor, purchase.vendor ?? TEXT.vendorUnknown]]} />
        {purchase.items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {TEXT.noItems}
          </Text>
        ) : (
          <Table
            aria-label={TEXT.items}
            verticalSpacing={4}
            horizontalSpacing="xs"
            fz={{ base: 'xs', sm: 'sm' }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{TEXT.item}</Table.Th>
                <Table.Th ta="right">{TEXT.quantity}</Table.Th>
                <Table.Th ta="right">{TEXT.unitPrice}</Table.Th>
                <Table.Th ta="right">{TEXT.itemTotal}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {purchase.items.map((item, index) => (
                // Two lines may name the same item at different prices.
                // biome-ignore lint/suspicious/noArrayIndexKey: the reader's lines have no id
                <Table.Tr key={index}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.name}</Table.Td>
                  <Table.Td ta="right">{item.quantity}</Table.Td>
                  <Table.Td ta="right">{money(item.unitPrice)}</Table.Td>
                  <Table.Td ta="right">{money(item.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row" colSpan={3}>
                  {TEXT.itemsTotal}
                </Table.Th>
                <Table.Td ta="right" fw={700}>
                  {money(purchase.itemsTotal)}
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        )}
      </Stack>
    </Section>
  );
}

function RefundSection({ refund }: { refund: RefundDetail }) {
  return (
    <Section id="refund-detail" title={TEXT.refundTitle}>
      <Figures
        rows={[
          [TEXT.amountToBank, money(refund.amountToBank), true],
          [TEXT.refundFee, money(refund.fee)],
          [TEXT.account, refund.account],
          [TEXT.batch, refund.batchId],
          [TEXT.refundReference, refund.refundReference],
          [TEXT.lodged, formatDateTime(refund.lodgedAt)],
        ]}
      />
    </Section>
  );
}

/** Label, value and whether it is the figure that counts (bold). */
export type FigureRow = [string, string, boolean?];

export function Figures({ rows }: { rows: readonly FigureRow[] }) {
  return (
    <dl className={classes.figures}>
      {rows.map(([label, value, total]) => (
        <div key={label}>
          <dt className={total ? classes.total : undefined}>{label}</dt>
          <dd className={total ? classes.total : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
