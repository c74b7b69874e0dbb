import { Card, Group, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import type { RefundTracker } from '../../../core/contracts/refund-tracker-contract';
import { formatMoney, toCents } from '../../../core/domain/money';
import { type RefundStep, refundProgress } from '../../../core/domain/refund-tracker';
import { formatDate } from '../../../core/domain/transactions';
import classes from './refund-tracker-card.module.css';

const BULLET_COLOR: Record<RefundStep, string> = {
  LODGED: 'blue',
  BEING_PROCESSED: 'blue',
  PAID: 'green',
  CANCELLED: 'red',
};

interface FigureProps {
  label: string;
  value: string;
  testId: string;
  className?: string;
}

function Figure({ label, value, testId, className }: FigureProps) {
  return (
    <div className={className}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

// DESIGN §8 Refund tracker: what reaches the bank, the fee, the account as sent, and the steps
// the refund has taken, each with its date, under the wallet's "refund logged" message.
export function RefundTrackerCard({ refund }: { refund: RefundTracker }) {
  const steps = refundProgress(refund);
  // A refund cancelled while its batch was open skips Being processed: the last dated step is
  // the one reached.
  const active = steps.reduce((last, step, index) => (step.date !== null ? index : last), 0);
  const finished = refund.paid !== null || refund.cancelled !== null;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="refund-tracker-title"
      data-testid="refund-tracker"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="refund-tracker-title">
          Your Refund
        </Title>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
          <Figure
            label="To your bank"
            value={formatMoney(toCents(refund.amount))}
            testId="refund-amount"
          />
          <Figure label="Refund fee" value={formatMoney(toCents(refund.fee))} testId="refund-fee" />
          <Figure label="Lodged" value={formatDate(refund.lodged)} testId="refund-lodged" />
          <Figure
            label="Bank account"
            value={refund.account}
            testId="refund-account"
            className={classes.account}
          />
        </SimpleGrid>
        <Timeline active={active} bulletSize={18} lineWidth={2} aria-label="Refund progress">
          {steps.map(({ step, label, date }) => (
            <Timeline.Item
              key={step}
              color={BULLET_COLOR[step]}
              title={label}
              data-testid="refund-step"
              data-step={step}
              data-reached={date !== null}
            >
              <Text size="sm" c="dimmed">
                {date !== null ? formatDate(date) : finished ? 'Skipped' : 'Not yet'}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
        {refund.expectedBy !== null && (
          <Group gap={6}>
            <Text size="sm">Expected in your bank by</Text>
            <Text size="sm" fw={700} data-testid="refund-expected-by">
              {formatDate(refund.expectedBy)}
            </Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
