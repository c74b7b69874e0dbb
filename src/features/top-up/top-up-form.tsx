import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  paymentRequestErrorMessage,
  topUpAboveMaximumMessage,
} from '../../../core/domain/messages';
import { formatMoney, TOP_UP_PRESETS, toCents } from '../../../core/domain/money';
import { exceedsMaximumBalance } from '../../../core/domain/top-up';
import { useAppContext } from '../../app/use-app-context';
import { LoadingStatus } from '../../ui/loading-status';
import { PageHeader } from '../../ui/page-header';
import { orderSummaryOf, type TopUpMachine } from './chart/top-up-machine';
import { OrderSummary } from './order-summary';

export type TopUpActor = ActorRefFrom<TopUpMachine>;

// spec §2 Top up, §5 Top up: presets, a custom amount, the order summary and the request.
export function TopUpForm({ actor, eventName }: { actor: TopUpActor; eventName: string }) {
  const { config } = useAppContext();
  const editing = useSelector(actor, (snapshot) => snapshot.matches('form'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const canRequest = useSelector(actor, (snapshot) => snapshot.can({ type: 'topUp.request' }));
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const { amountCents, customAmount, amountError, error, balanceCents } = context;
  const summary = orderSummaryOf(context);

  // Before the page opens, and after it closed on its way home.
  if (!editing && !busy) {
    return (
      <Center py="xl">
        <LoadingStatus label="Loading" />
      </Center>
    );
  }
  const overMaximum = amountCents > 0 && exceedsMaximumBalance(balanceCents, amountCents);
  return (
    <Stack gap="md" py="md">
      <PageHeader title="Online Top Up" subtitle={eventName} back="/event/wallet" />
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between">
          <Text c="dimmed">Current balance</Text>
          <Text fw={700} data-testid="top-up-balance">
            {formatMoney(balanceCents)}
          </Text>
        </Group>
      </Card>
      <Stack gap="xs" component="section" aria-labelledby="amount-title">
        <Title order={2} size="h4" id="amount-title">
          Choose an amount
        </Title>
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
          {TOP_UP_PRESETS.map((preset) => {
            const chosen = customAmount === '' && amountCents === toCents(preset);
            return (
              <Button
                key={preset}
                variant={chosen ? 'filled' : 'default'}
                aria-pressed={chosen}
                disabled={busy}
                onClick={() => actor.send({ type: 'topUp.preset', amount: preset })}
              >
                {formatMoney(toCents(preset))}
              </Button>
            );
          })}
        </SimpleGrid>
        <TextInput
          label="Custom amount"
          description="Between $20.00 and $999.00"
          leftSection="$"
          inputMode="decimal"
          autoComplete="off"
          value={customAmount}
          error={amountError}
          disabled={busy}
          onChange={(event) =>
            actor.send({ type: 'topUp.custom', text: event.currentTarget.value })
          }
        />
      </Stack>
      {summary && <OrderSummary summary={summary} />}
      {overMaximum && (
        <Text c="red" size="sm" role="status">
          {topUpAboveMaximumMessage(balanceCents, amountCents)}
        </Text>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert" title="Payment Request Failed">
          <Text size="sm">{paymentRequestErrorMessage(error, config.productName)}</Text>
          <Text size="sm" mt={4}>
            Need help? Contact{' '}
            <Anchor href={`mailto:${config.supportEmail}`} size="sm">
              {config.supportEmail}
            </Anchor>
          </Text>
        </Alert>
      )}
      <Button
        size="md"
        disabled={!canRequest && !busy}
        loading={busy}
        onClick={() => actor.send({ type: 'topUp.request' })}
      >
        Purchase
      </Button>
    </Stack>
  );
}
