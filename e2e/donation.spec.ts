// Issue #25 item 4, as a new customer on a phone: the operator names a charity for an event with
// a $2.50 refund fee; the customer (a) gives part of the balance from the refund page's offer and
// can still refund the rest, and (b) with a balance the fee eats whole is offered the donation in
// the refund form's place and gives all of it. The wallet thanks each donation and lists its
// "Donation" row; the operator's ledger check passes afterwards.
import type { Page } from '@playwright/test';
import {
  DONATION_MINIMUM_MESSAGE,
  DONATION_NO_FEE_TEXT,
  donationAboveBalanceMessage,
  donationConfirmText,
  donationInsteadText,
  donationOfferText,
  donationThankYou,
} from '../core/domain/donation';
import { REFUND_TOTAL_ERROR } from '../core/domain/refund';
import { expectAlert, main } from './support/auth-pages';
import { expectNoAxeViolations } from './support/axe';
import {
  amountField,
  CHARITY,
  donateLink,
  donationDialog,
  donationHeading,
  donor,
  expectDonations,
} from './support/donation-walk';
import { adminCli, openWalletFromHome } from './support/operator';
import { admin } from './support/operator-command';
import { expect, test } from './support/test';
import { balance, transactionRows } from './support/wallet-walk';

const refundAmount = (page: Page) => main(page).getByRole('region', { name: 'Refund amount' });
const requestButton = (page: Page) => main(page).getByRole('button', { name: 'Request Refund' });
const donateButton = (page: Page) =>
  main(page).getByRole('button', { name: 'Donate', exact: true });

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `sideways scroll on ${where}`).toBeLessThanOrEqual(0);
}

async function confirmDonation(page: Page, cents: number): Promise<void> {
  await donateButton(page).click();
  const dialog = donationDialog(page);
  await expect(dialog).toContainText(donationConfirmText(CHARITY, cents));
  await expectNoAxeViolations(page, 'the donation confirmation', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expectAlert(page, 'Donation Made', donationThankYou(CHARITY, cents));
}

test.describe('donate instead @phone', () => {
  test('part of the balance to the charity, the rest still refundable', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const made = await donor(page, request, testInfo, { label: 'Donor', cash: '40.00' });
    await openWalletFromHome(page, made.eventName);
    await main(page).getByRole('link', { name: 'Lodge Wallet Refund' }).click();

    // The refund page offers the donation beside the refund form.
    await expect(refundAmount(page)).toContainText('Refund total$37.50');
    const offer = main(page).getByRole('region', { name: 'Donate Instead' });
    await expect(offer).toContainText(donationOfferText(CHARITY));
    await expect(offer).toContainText(DONATION_NO_FEE_TEXT);
    await expect(requestButton(page)).toBeVisible();
    await expectNoSidewaysScroll(page, 'the refund page with the offer');
    await expectNoAxeViolations(page, 'the refund page with the offer');

    await donateLink(page).click();
    await expect(donationHeading(page)).toBeVisible();
    await expect(main(page).getByText(DONATION_NO_FEE_TEXT)).toBeVisible();
    await main(page).getByRole('button', { name: 'An amount' }).click();
    // Amounts the balance cannot give are refused at the field.
    await amountField(page).fill('60');
    await donateButton(page).click();
    await expect(amountField(page)).toHaveAccessibleDescription(donationAboveBalanceMessage(4000));
    await amountField(page).fill('0');
    await donateButton(page).click();
    await expect(amountField(page)).toHaveAccessibleDescription(DONATION_MINIMUM_MESSAGE);
    await expectNoSidewaysScroll(page, 'the donation page');
    await expectNoAxeViolations(page, 'the donation page with a message');
    await amountField(page).fill('10.00');
    await confirmDonation(page, 1000);

    // The wallet: $30.00 left, the thank-you, the "Donation" row of -$10.00.
    await expect(balance(page)).toHaveText('$30.00');
    await expectDonations(page, [1000]);
    await expect(transactionRows(page).filter({ hasText: 'Donation' })).toContainText('-$10.00');
    await expectNoSidewaysScroll(page, 'the wallet with a donation');
    await page.screenshot({ path: testInfo.outputPath('wallet-after-donation.png') });

    // The rest is refunded as before: $30.00 less the $2.50 fee (a donation took no fee).
    await main(page).getByRole('link', { name: 'Lodge Wallet Refund' }).click();
    await expect(refundAmount(page)).toContainText('Refund total$27.50');
    await expect(requestButton(page)).toBeVisible();

    const ledger = await adminCli('ledger', 'check');
    await testInfo.attach('ledger check', { body: ledger, contentType: 'text/plain' });
  });

  test('a balance the refund fee would eat is given instead of a dead end', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    // $10.00 in cash, $8.00 at the bar: $2.00 left, under the $2.50 fee.
    const made = await donor(page, request, testInfo, {
      label: 'Small',
      cash: '10.00',
      spend: '8.00',
    });
    await openWalletFromHome(page, made.eventName);
    await main(page).getByRole('link', { name: 'Lodge Wallet Refund' }).click();

    // No form that can only be refused: why no refund, and the donation in its place.
    await expect(refundAmount(page)).toContainText('Refund total-$0.50');
    const offer = main(page).getByRole('region', { name: 'Donate Your Balance' });
    await expect(offer).toContainText(REFUND_TOTAL_ERROR);
    await expect(offer).toContainText(donationInsteadText(CHARITY, 200));
    await expect(requestButton(page)).toHaveCount(0);
    await expectNoSidewaysScroll(page, 'the refund page offering the donation instead');
    await expectNoAxeViolations(page, 'the refund page offering the donation instead');
    await page.screenshot({ path: testInfo.outputPath('refund-page-donation-instead.png') });

    await donateLink(page).click();
    await expect(
      main(page).getByRole('button', { name: 'All of my balance ($2.00)' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await confirmDonation(page, 200);
    await expect(balance(page)).toHaveText('$0.00');
    await expectDonations(page, [200]);
    await expect(transactionRows(page).filter({ hasText: 'Donation' })).toContainText('-$2.00');

    const charity = await admin('event', 'charity', made.eventId, CHARITY);
    const ledger = await adminCli('ledger', 'check');
    await testInfo.attach('operator', { body: `${charity}\n${ledger}`, contentType: 'text/plain' });
    console.log(`operator:\n${charity}\n${ledger}`);
  });
});
