import { Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { PageHeader } from '../../ui/page-header';
import { refundTotalOf } from './chart/refund-machine';
import { DonationOffer } from './donation-offer';
import { RefundAmounts } from './refund-amounts';
import type { RefundActor } from './refund-page';

// The refund page when the balance does not cover the refund fee but the event names a charity
// (DESIGN §8 Donation): the figures that rule the refund out, then the donation in the form's
// place, rather than a form that can only be refused.
export function RefundDonationInstead({
  actor,
  eventName,
}: {
  actor: RefundActor;
  eventName: string;
}) {
  const { balanceCents, feeCents, registration } = useSelector(
    actor,
    (snapshot) => snapshot.context,
  );
  const totalCents = useSelector(actor, (snapshot) => refundTotalOf(snapshot.context));
  return (
    <Stack gap="md" py="md">
      <PageHeader title="Request a Refund" subtitle={eventName} back="/event/wallet" />
      <RefundAmounts balanceCents={balanceCents} feeCents={feeCents} totalCents={totalCents} />
      <DonationOffer
        kind="instead"
        registration={registration}
        balanceCents={balanceCents}
        feeCents={feeCents}
      />
    </Stack>
  );
}
