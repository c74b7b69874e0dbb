// The data the donation page works with (DESIGN §8 "Donation"; core/contracts/donation-contract.ts).
import type { EventRegistration } from '../../../../core/contracts/customer-contract';
import type { DonationBody, DonationResponse } from '../../../../core/contracts/donation-contract';

/** What the donation page's chart starts the chart with: the registration and its wallet's
 * balance as just fetched. */
export interface DonationInput {
  registration: EventRegistration;
  balance: number;
}

/** Body of POST /api/private/customer/donation/create, money in dollars with two decimals. */
export type DonationRequest = DonationBody;

export type DonationAnswer = DonationResponse;

/**
 * The alerts the flow raises through the `notify` action: the donation made (thanked by
 * donationThankYou), the server's reason when it refused, and donationError's text when the page
 * cannot be used.
 */
export type DonationAlert =
  | { kind: 'donationMade'; charityName: string; amountCents: number }
  | { kind: 'donationRefused'; message: string }
  | { kind: 'donationUnavailable'; message: string };

/** The flow always ends on its wallet, which shows the donation or what is left to do. */
export interface DonationNavigation {
  screen: 'wallet';
  registration: string;
}
