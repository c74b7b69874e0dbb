import { Card, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { PageHeader } from '../../ui/page-header';
import { BankAccountFields } from './bank-account-fields';
import { refundTotalOf } from './chart/refund-machine';
import { RefundConfirmDialog } from './refund-confirm-dialog';
import type { RefundActor } from './refund-page';
import { RefundSubmitForm } from './refund-submit-form';

// spec §2 Refund edit: a new account number for the refund in the OPEN batch, shown once more
// before it is sent, as lodging does (DESIGN §8).
export function RefundEditForm({ actor, eventName }: { actor: RefundActor; eventName: string }) {
  const openRefund = useSelector(actor, (snapshot) => snapshot.context.openRefund);
  const accountNumber = useSelector(actor, (snapshot) => snapshot.context.accountNumber);
  const totalCents = useSelector(actor, (snapshot) => refundTotalOf(snapshot.context));
  const confirming = useSelector(actor, (snapshot) => snapshot.matches({ edit: 'confirming' }));

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
      <RefundSubmitForm actor={actor} submitLabel="Update Bank Account">
        <BankAccountFields actor={actor} />
      </RefundSubmitForm>
      <RefundConfirmDialog
        opened={confirming}
        accountNumber={accountNumber ?? ''}
        totalCents={totalCents}
        onConfirm={() => actor.send({ type: 'refund.confirm' })}
        onCancel={() => actor.send({ type: 'refund.cancel' })}
      />
    </Stack>
  );
}
