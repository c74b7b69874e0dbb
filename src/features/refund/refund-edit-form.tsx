import { Button, Card, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { PageHeader } from '../../ui/page-header';
import { AccountTypeField } from './account-type-field';
import { BankAccountInput } from './bank-account-input';
import type { RefundActor } from './refund-page';

// spec §2 Refund edit: a new account number for the refund in the OPEN batch.
export function RefundEditForm({ actor, eventName }: { actor: RefundActor; eventName: string }) {
  const { form, errors, openRefund } = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'refund.submit' });
  };

  return (
    <Stack gap="md" py="md">
      <PageHeader title="Amend Bank Account" subtitle={eventName} back="/event/wallet" />
      <Card withBorder radius="md" padding="md">
        <Text size="sm" c="dimmed">
          Your refund will be paid into
        </Text>
        <Text fw={700} ff="monospace" data-testid="current-account-number">
          {openRefund?.batchItemAccountNumber}
        </Text>
      </Card>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <AccountTypeField value={form.accountType} />
          <BankAccountInput
            type={form.accountType}
            value={form.accountNumber}
            error={errors.accountNumber}
            disabled={busy}
            onChange={(accountNumber) =>
              actor.send({ type: 'refund.change', values: { accountNumber } })
            }
          />
          <Button type="submit" size="md" loading={busy}>
            Update Bank Account
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
