import { describe, expect, it } from 'vitest';
import {
  DONATION_MINIMUM_MESSAGE,
  DONATION_WHILE_REFUND_LODGED_MESSAGE,
  type DonationFacts,
  donationAboveBalanceMessage,
  donationAmountError,
  donationError,
  donationThankYou,
  NO_CHARITY_MESSAGE,
  NOTHING_TO_DONATE_MESSAGE,
  offersDonationInsteadOfRefund,
} from './donation';
import {
  REFUND_ALREADY_PAID_MESSAGE,
  REFUND_NOT_AVAILABLE_MESSAGE,
  REFUNDS_CLOSED_MESSAGE,
  refundsNotOpenMessage,
} from './refund';

const NOW = new Date('2026-03-01T00:00:00Z');
const open: DonationFacts = {
  charityName: 'Kids Can',
  eventState: 'FINISHED',
  refundStatus: 'AVAILABLE',
  refundsCloseAt: null,
  balanceCents: 1000,
};

describe('donationError', () => {
  it('allows a donation where a refund could be lodged, and after a cancelled one', () => {
    expect(donationError(open, NOW)).toBeNull();
    expect(donationError({ ...open, eventState: 'STARTED' }, NOW)).toBeNull();
    expect(donationError({ ...open, refundStatus: 'VOID' }, NOW)).toBeNull();
    expect(donationError({ ...open, refundsCloseAt: '2026-03-02T00:00:00Z' }, NOW)).toBeNull();
  });

  it.each<[string, Partial<DonationFacts>, string]>([
    ['no charity', { charityName: null }, NO_CHARITY_MESSAGE],
    ['a published event', { eventState: 'PUBLISHED' }, refundsNotOpenMessage('PUBLISHED')],
    ['a closed event', { eventState: 'CLOSED' }, REFUNDS_CLOSED_MESSAGE],
    ['refunds not open', { refundStatus: 'NOT_AVAILABLE' }, REFUND_NOT_AVAILABLE_MESSAGE],
    ['a lodged refund', { refundStatus: 'PROCESSING' }, DONATION_WHILE_REFUND_LODGED_MESSAGE],
    ['a paid refund', { refundStatus: 'COMPLETED' }, REFUND_ALREADY_PAID_MESSAGE],
    ['the close time passed', { refundsCloseAt: NOW.toISOString() }, REFUNDS_CLOSED_MESSAGE],
    ['an empty wallet', { balanceCents: 0 }, NOTHING_TO_DONATE_MESSAGE],
  ])('refuses %s', (_case, change, message) => {
    expect(donationError({ ...open, ...change }, NOW)).toBe(message);
  });
});

describe('donationAmountError', () => {
  it('takes one cent up to the whole balance', () => {
    expect(donationAmountError(1, 1000)).toBeNull();
    expect(donationAmountError(1000, 1000)).toBeNull();
    expect(donationAmountError(0, 1000)).toBe(DONATION_MINIMUM_MESSAGE);
    expect(donationAmountError(1001, 1000)).toBe(donationAboveBalanceMessage(1000));
    expect(donationAboveBalanceMessage(1000)).toBe('You can donate at most your balance of $10.00');
  });
});

describe('offersDonationInsteadOfRefund', () => {
  it('offers it when the balance does not cover the refund fee', () => {
    expect(
      offersDonationInsteadOfRefund({ ...open, balanceCents: 250, refundFeeCents: 250 }, NOW),
    ).toBe(true);
    expect(
      offersDonationInsteadOfRefund({ ...open, balanceCents: 251, refundFeeCents: 250 }, NOW),
    ).toBe(false);
    expect(
      offersDonationInsteadOfRefund(
        { ...open, charityName: null, balanceCents: 100, refundFeeCents: 250 },
        NOW,
      ),
    ).toBe(false);
  });
});

it('thanks the donor with the amount and the charity', () => {
  expect(donationThankYou('Kids Can', 1250)).toBe('Thank you for donating $12.50 to Kids Can');
});
