import { Button, Card, Center, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  DONATION_AMOUNT_LABEL,
  DONATION_NO_FEE_TEXT,
  DONATION_WHOLE_BALANCE_LABEL,
} from '../../../core/domain/donation';
import { formatMoney } from '../../../core/domain/money';
import { AmountLine } from '../../ui/amount-line';
import { LoadingStatus } from '../../ui/loading-status';
import { PageHeader } from '../../ui/page-header';
import { charityOf, type DonationMachine } from './chart/donation-machine';
import { DonationDialog } from './donation-dialog';

export type DonationActor = ActorRefFrom<DonationMachine>;

// DESIGN §8 Donation: all of the balance or an amount, to the event's charity, with no fee.
export function DonationForm({ actor, eventName }: { actor: DonationActor; eventName: string }) {
  const { whole, amountText, amountError, balanceCents, registration } = useSelector(
    actor,
    (snapshot) => snapshot.context,
  );
  const shown = useSelector(
    actor,
    (snapshot) => !snapshot.matches('opening') && !snapshot.matches('closed'),
  );
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const charity = charityOf({ registration });

  // Before the page opens, and after it closed on its way to the wallet.
  if (!shown || !charity) {
    return (
      <Center py="xl">
        <LoadingStatus label="Loading" />
      </Center>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'donation.submit' });
  };
  return (
    <Stack gap="md" py="md">
      <PageHeader title={`Donate to ${charity}`} subtitle={eventName} back="/event/wallet" />
      <Card withBorder radius="md" padding="md" component="section" aria-label="Your balance">
        <Stack gap={6}>
          <AmountLine label="Balance" cents={balanceCents} strong />
          <Text size="sm" c="dimmed">
            {DONATION_NO_FEE_TEXT}
          </Text>
        </Stack>
      </Card>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Stack gap="xs" component="section" aria-labelledby="donation-choice-title">
            <Title order={2} size="h4" id="donation-choice-title">
              How much would you like to give?
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              {[
                {
                  value: true,
                  label: `${DONATION_WHOLE_BALANCE_LABEL} (${formatMoney(balanceCents)})`,
                },
                { value: false, label: DONATION_AMOUNT_LABEL },
              ].map((choice) => (
                <Button
                  key={choice.label}
                  variant={whole === choice.value ? 'filled' : 'default'}
                  aria-pressed={whole === choice.value}
                  disabled={busy}
                  onClick={() => actor.send({ type: 'donation.choose', whole: choice.value })}
                >
                  {choice.label}
                </Button>
              ))}
            </SimpleGrid>
          </Stack>
          {!whole && (
            <TextInput
              label="Amount to give"
              leftSection="$"
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              error={amountError}
              disabled={busy}
              onChange={(event) =>
                actor.send({ type: 'donation.amount', text: event.currentTarget.value })
              }
            />
          )}
          <Button type="submit" size="md" loading={busy}>
            Donate
          </Button>
        </Stack>
      </form>
      <DonationDialog actor={actor} charity={charity} />
    </Stack>
  );
}
