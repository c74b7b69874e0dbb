import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { DECLARATION_TEXT } from '../../../core/domain/refund';
import { PageHeader } from '../../ui/page-header';
import { BankAccountFields } from './bank-account-fields';
import { refundTotalOf } from './chart/refund-machine';
import type { RefundFields } from './chart/refund-types';
import { DonationOffer, donationOfferOf } from './donation-offer';
import { RefundAmounts } from './refund-amounts';
import { RefundConfirmDialog } from './refund-confirm-dialog';
import { RefundDonationInstead } from './refund-donation-instead';
import type { RefundActor } from './refund-page';
import { RefundSubmitForm } from './refund-submit-form';

// spec §2 Refund, §5 Refund form: who is paid, into which account, and the declaration.
export function RefundRequestForm({ actor, eventName }: { actor: RefundActor; eventName: string }) {
  const { form, errors, balanceCents, feeCents, accountNumber, registration } = useSelector(
    actor,
    (snapshot) => snapshot.context,
  );
  const totalCents = useSelector(actor, (snapshot) => refundTotalOf(snapshot.context));
  const confirming = useSelector(actor, (snapshot) => snapshot.matches({ request: 'confirming' }));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const donation = donationOfferOf({ registration, balanceCents, feeCents }, new Date());
  const change = (values: Partial<RefundFields>) => actor.send({ type: 'refund.change', values });
  const text = (field: 'firstName' | 'lastName' | 'phone' | 'email') => ({
    value: form[field],
    error: errors[field],
    disabled: busy,
    onChange: (event: { currentTarget: { value: string } }) =>
      change({ [field]: event.currentTarget.value }),
  });

  if (donation === 'instead') {
    return <RefundDonationInstead actor={actor} eventName={eventName} />;
  }
  return (
    <Stack gap="md" py="md">
      <PageHeader title="Request a Refund" subtitle={eventName} back="/event/wallet" />
      <RefundAmounts
        balanceCents={balanceCents}
        feeCents={feeCents}
        totalCents={totalCents}
        error={errors.total}
      />
      {donation && (
        <DonationOffer
          kind={donation}
          registration={registration}
          balanceCents={balanceCents}
          feeCents={feeCents}
        />
      )}
      <RefundSubmitForm actor={actor} submitLabel="Request Refund">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="First Name" required autoComplete="given-name" {...text('firstName')} />
          <TextInput label="Last Name" required autoComplete="family-name" {...text('lastName')} />
          <TextInput label="Phone" type="tel" required autoComplete="tel" {...text('phone')} />
          <TextInput label="Email" type="email" required autoComplete="email" {...text('email')} />
        </SimpleGrid>
        <BankAccountFields actor={actor} />
        <Checkbox
          label={DECLARATION_TEXT}
          checked={form.declaration}
          error={errors.declaration}
          disabled={busy}
          onChange={(event) => change({ declaration: event.currentTarget.checked })}
        />
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
