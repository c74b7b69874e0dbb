// What the donation specs make on the real stack and read off its screens: a ticket holder with
// a balance at a finished event whose charity the operator named, the refund page's offer that
// leads to the donation page, and the wallet's account of a donation (thank-you, "Donation" row).
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { donationThankYou } from '../../core/domain/donation';
import { DONATION_LABEL } from '../../core/domain/donation-row';
import { main } from './auth-pages';
import { openWalletFromHome } from './operator';
import { admin } from './operator-command';
import { expect } from './test';
import { type Holder, holder, transactionRows } from './wallet-walk';

export const CHARITY = 'Kids Can';

export interface DonorOptions {
  label: string;
  /** Taken in cash once the event has started. */
  cash: string;
  /** A vendor sale after the cash, leaving less. */
  spend?: string;
  /** The event's charity; null names none. */
  charity?: string | null;
  /** The event's phases after STARTED (FINISHED by default: refunds open). */
  states?: string[];
}

/** A new ticket holder with a balance, the event moved on and its charity named. */
export async function donor(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  { label, cash, spend, charity = CHARITY, states = ['FINISHED'] }: DonorOptions,
): Promise<Holder> {
  const made = await holder(page, request, testInfo, { label, cash });
  if (spend) {
    await admin('tap', 'purchase', made.eventId, '--ticket', made.ticket, '--amount', spend);
  }
  for (const state of states) await admin('event', 'state', made.eventId, state);
  if (charity) await admin('event', 'charity', made.eventId, charity);
  return made;
}

export const donateLink = (page: Page) =>
  main(page).getByRole('link', { name: `Donate to ${CHARITY}` });
export const donationHeading = (page: Page) =>
  main(page).getByRole('heading', { level: 1, name: `Donate to ${CHARITY}` });
export const donationDialog = (page: Page, name = 'Confirm Your Donation') =>
  page.getByRole('dialog', { name });
export const amountField = (page: Page) =>
  main(page).getByRole('textbox', { name: 'Amount to give' });

/** From Home, the wallet, its refund page, and the refund page's offer to the donation page. */
export async function openDonationFromRefund(page: Page, eventName: string): Promise<void> {
  await openWalletFromHome(page, eventName);
  await main(page).getByRole('link', { name: 'Lodge Wallet Refund' }).click();
  await donateLink(page).click();
  await expect(donationHeading(page)).toBeVisible();
}

/** The wallet after donations of these amounts (newest first): a thank-you and a row each. */
export async function expectDonations(page: Page, amounts: readonly number[]): Promise<void> {
  await expect(page).toHaveURL(/\/event\/wallet\?registration=/);
  const thanks = page.getByTestId('donation-thanks');
  await expect(thanks).toHaveText(amounts.map((cents) => donationThankYou(CHARITY, cents)));
  const rows = transactionRows(page).filter({ hasText: DONATION_LABEL });
  await expect(rows).toHaveCount(amounts.length);
}
