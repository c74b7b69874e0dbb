import { Card, Stack, Text, Title } from '@mantine/core';
import type { EventRegistration } from '../../../core/contracts/customer-contract';
import {
  DONATION_NO_FEE_TEXT,
  type DonationFacts,
  donationError,
  donationInsteadText,
  donationOfferText,
  offersDonationInsteadOfRefund,
} from '../../../core/domain/donation';
import { REFUND_TOTAL_ERROR } from '../../../core/domain/refund';
import { ButtonLink } from '../../ui/router-links';

/** Beside the refund form, in its place (the balance does not cover the fee), or not at all. */
export type DonationOfferKind = 'beside' | 'instead' | null;

export interface DonationOfferFacts {
  registration: EventRegistration;
  balanceCents: number;
  feeCents: number;
}

function factsOf({ registration, balanceCents }: DonationOfferFacts): DonationFacts {
  return {
    charityName: registration.event.charityName ?? null,
    eventState: registration.event.state,
    refundStatus: registration.refundStatus,
    refundsCloseAt: registration.event.refundsCloseAt ?? null,
    balanceCents,
  };
}

/** What the refund page offers of a donation now (DESIGN §8 Donation). */
export function donationOfferOf(offer: DonationOfferFacts, now: Date): DonationOfferKind {
  const facts = factsOf(offer);
  if (donationError(facts, now) !== null) return null;
  const instead = offersDonationInsteadOfRefund({ ...facts, refundFeeCents: offer.feeCents }, now);
  return instead ? 'instead' : 'beside';
}

// The refund page's offer to give the balance to the event's charity: beside the refund, or,
// when no refund is possible, in its place, saying why.
export function DonationOffer(props: DonationOfferFacts & { kind: 'beside' | 'instead' }) {
  const { registration, balanceCents, kind } = props;
  const charity = registration.event.charityName ?? '';
  const instead = kind === 'instead';
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="donation-offer-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="donation-offer-title">
          {instead ? 'Donate Your Balance' : 'Donate Instead'}
        </Title>
        {instead && <Text data-testid="refund-not-possible">{REFUND_TOTAL_ERROR}</Text>}
        <Text>
          {instead ? donationInsteadText(charity, balanceCents) : donationOfferText(charity)}
        </Text>
        <Text size="sm" c="dimmed">
          {DONATION_NO_FEE_TEXT}
        </Text>
        <ButtonLink
          to="/event/wallet/donate"
          search={{ registration: registration.walletId }}
          size="md"
          variant={instead ? 'filled' : 'light'}
        >
          Donate to {charity}
        </ButtonLink>
      </Stack>
    </Card>
  );
}
