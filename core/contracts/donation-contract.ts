// POST /api/private/customer/donation/create (DESIGN §8 "Donation"): give all or part of a
// wallet's balance to its event's charity, no fee. core/domain/donation.ts holds the rules and
// texts; the registration's event names the charity (charityName).
import type { Static } from 'typebox';
import * as Type from 'typebox/type';
import { closedObject, Money, Uuid } from './contract-schema';
import { postEndpoint } from './endpoint';

/**
 * wholeBalance gives the balance as it is when the server takes the request (taps may still
 * spend during a running event); otherwise amount, in dollars with two decimals, from $0.01 to
 * the balance. requestKey is made once per donation the customer confirms, and sent again on a
 * retry: the server then answers the donation it made for it rather than giving twice.
 */
export const DonationBody = closedObject({
  walletId: Uuid,
  eventId: Uuid,
  requestKey: Uuid,
  wholeBalance: Type.Boolean(),
  amount: Type.Optional(Money),
});
export type DonationBody = Static<typeof DonationBody>;

/** A donation made; money in dollars, date ISO 8601. */
export const Donation = Type.Object({
  /** Also the reference of its "Donation" row in the transaction list. */
  reference: Type.String(),
  /** The charity as it was named when the customer gave. */
  charityName: Type.String(),
  amount: Type.Number(),
  date: Type.String(),
});
export type Donation = Static<typeof Donation>;

export const DonationResponse = Type.Object({
  donation: Donation,
  /** The wallet's balance after it, in dollars. */
  balance: Type.Number(),
});
export type DonationResponse = Static<typeof DonationResponse>;

export const donationEndpoint = postEndpoint(
  '/api/private/customer/donation/create',
  DonationBody,
  DonationResponse,
);
