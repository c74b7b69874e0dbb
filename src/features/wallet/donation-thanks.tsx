import { Alert } from '@mantine/core';
import type { Donation } from '../../../core/contracts/donation-contract';
import { donationThankYou } from '../../../core/domain/donation';
import { toCents } from '../../../core/domain/money';

// DESIGN §8 Donation: the wallet thanks the customer for each donation it made, newest first
// (its "Donation" row is in the transactions below).
export function DonationThanks({ donations }: { donations: readonly Donation[] | undefined }) {
  return (donations ?? []).map((donation) => (
    <Alert key={donation.reference} variant="light" color="teal" data-testid="donation-thanks">
      {donationThankYou(donation.charityName, toCents(donation.amount))}
    </Alert>
  ));
}
