// A refund the customer can follow (DESIGN §8 Refund tracker), as a new customer at 375 px on the
// real stack with its own event: a ticket with a balance, the event finished, a refund lodged in
// the browser; the wallet then shows what reaches the bank, the fee, the masked account, the
// lodging and the expected-by date, and each step the operator takes (batch close, pay or void)
// with its date. The account is amended through its confirmation; "Refunds close on …" shows on
// the Home card and the wallet while a refund can still be lodged; after the close time a form
// sent is refused with spec §4's closed text, the wallet says so and offers no refund, and the
// refund page closes on opening with that text.
import type { Page, TestInfo } from '@playwright/test';
import dayjs from 'dayjs';
import { REFUNDS_CLOSED_MESSAGE } from '../core/domain/refund';
import { refundsCloseText } from '../core/domain/refund-close';
import { formatDate } from '../core/domain/transactions';
import {
  WALLET_MESSAGE_EVENT_CLOSED,
  WALLET_MESSAGE_REFUND_CANCELLED,
  WALLET_MESSAGE_REFUND_LOGGED,
  WALLET_MESSAGE_REFUND_PAID,
} from '../core/domain/wallet-rules';
import { expectAlert, main } from './support/auth-pages';
import { expectNoAxeViolations } from './support/axe';
import {
  openWalletFromHome,
  outputMatch,
  type TicketHolder,
  ticketHolder,
} from './support/operator';
import { admin } from './support/operator-command';
import { fillRequester } from './support/refund-form';
import { expect, test } from './support/test';

const DECLARATION =
  "All information provided is accurate and correct and i'm the owner of this card/ticket";
/** The operator's processing time for these events: the expected-by date is this after. */
const PROCESSING_DAYS = 5;

const tracker = (page: Page) => main(page).getByRole('region', { name: 'Your Refund' });
const card = (page: Page, eventName: string) =>
  page.getByTestId('registration-card').filter({ hasText: eventName });
const closeNotice = (page: Page) => main(page).getByTestId('refunds-close-notice');
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm Your Refund' });
const rows = (page: Page) =>
  main(page).getByRole('table', { name: 'Transactions' }).getByRole('row');

const today = () => formatDate(new Date());
const daysAhead = (days: number) => formatDate(dayjs().add(days, 'day').toDate());

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function typeNzAccount(page: Page, account: string): Promise<void> {
  const group = main(page).getByRole('group', { name: 'Bank Account Number' });
  for (const [index, label] of ['Bank', 'Branch', 'Account', 'Suffix'].entries()) {
    await group.getByRole('textbox', { name: label }).fill(account.split('-')[index] ?? '');
  }
}

/** A new ticket holder with $40 on an event the operator has finished: refunds open. */
async function finishedHolder(
  page: Page,
  request: Parameters<typeof ticketHolder>[1],
  testInfo: TestInfo,
): Promise<TicketHolder> {
  const holder = await ticketHolder(page, request, testInfo, { label: 'Tracker' });
  const { eventId, ticket } = holder;
  await admin('event', 'refunds', 'processing-days', eventId, String(PROCESSING_DAYS));
  await admin('event', 'state', eventId, 'STARTED');
  await admin('tap', 'topup', eventId, '--ticket', ticket, '--amount', '40', '--method', 'cash');
  await admin('event', 'state', eventId, 'FINISHED');
  return holder;
}

/** From the wallet: the refund form filled and confirmed; 'Refund Requested' and /home. */
async function lodgeRefund(page: Page): Promise<void> {
  await main(page).getByRole('link', { name: 'Lodge Wallet Refund' }).click();
  await fillRequester(page);
  await typeNzAccount(page, '01-0902-0068389-00');
  await main(page).getByRole('checkbox', { name: DECLARATION }).check();
  await main(page).getByRole('button', { name: 'Request Refund' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Confirm' }).click();
}

/** Each step of the tracker as "label: date or what stands for it", in the order drawn. */
async function stepsOf(page: Page): Promise<string[]> {
  const steps = await tracker(page).getByTestId('refund-step').allInnerTexts();
  return steps.map((step) => step.trim().replace(/\s*\n\s*/, ': '));
}

/** No element wider than the phone's screen: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
}

test('follow a refund from lodging to Paid, amending its account on the way @phone', async ({
  page,
  request,
}, testInfo) => {
  // A dozen operator commands and the refund pages twice, on a machine shared with others.
  test.setTimeout(180_000);
  const { eventId, eventName } = await finishedHolder(page, request, testInfo);
  const closeAt = dayjs().add(10, 'day').hour(17).minute(0).second(0).millisecond(0);

  await test.step('operator sets when refunds close: the card and wallet say so', async () => {
    await admin('event', 'refunds', 'close-at', eventId, closeAt.toISOString());
    await page.goto('/home');
    await expect(card(page, eventName).getByTestId('refunds-close-notice')).toHaveText(
      refundsCloseText(closeAt.toDate()),
    );
    await screenshot(page, testInfo, 'tracker-home-close-375');
    await openWalletFromHome(page, eventName);
    await expect(closeNotice(page)).toHaveText(refundsCloseText(closeAt.toDate()));
    await expect(tracker(page)).toHaveCount(0);
  });

  await test.step('customer lodges a refund: the wallet shows it Lodged', async () => {
    await lodgeRefund(page);
    await expectAlert(page, 'Refund Requested', 'Refunds can take up to 1 week to process.');
    await expect(page).toHaveURL(/\/home$/);
    // Lodged: nothing more to lodge before the close time.
    await expect(card(page, eventName).getByTestId('card-banner')).toHaveText('Refund Logged');
    await expect(card(page, eventName).getByTestId('refunds-close-notice')).toHaveCount(0);
    await openWalletFromHome(page, eventName);
    // The spec's own message stays; the tracker follows it.
    await expect(page.getByTestId('wallet-status')).toHaveText(WALLET_MESSAGE_REFUND_LOGGED);
    await expect(closeNotice(page)).toHaveCount(0);
    await expect(tracker(page).getByTestId('refund-amount')).toHaveText('$37.50');
    await expect(tracker(page).getByTestId('refund-fee')).toHaveText('$2.50');
    await expect(tracker(page).getByTestId('refund-account')).toHaveText('01-0902-•••••89-00');
    await expect(tracker(page).getByTestId('refund-lodged')).toHaveText(today());
    expect(await stepsOf(page)).toEqual([
      `Lodged: ${today()}`,
      'Being processed: Not yet',
      'Paid: Not yet',
    ]);
    await expect(tracker(page).getByTestId('refund-expected-by')).toHaveText(
      daysAhead(PROCESSING_DAYS),
    );
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'tracker-lodged-375');
  });

  await test.step('customer amends the account, confirming the new one first', async () => {
    await main(page).getByRole('link', { name: 'Amend bank account' }).click();
    await typeNzAccount(page, '06-0229-0393666-02');
    await main(page).getByRole('button', { name: 'Update Bank Account' }).click();
    await expect(confirmDialog(page).getByTestId('confirm-account-number')).toHaveText(
      '06-0229-0393666-02',
    );
    await expectNoAxeViolations(page, 'the amendment confirmation', '[role="dialog"]');
    await page.screenshot({ path: testInfo.outputPath('tracker-amend-confirm-375.png') });
    await confirmDialog(page).getByRole('button', { name: 'Confirm' }).click();
    await expectAlert(page, 'Bank Account Number Updated', 'the updated bank account');
    await openWalletFromHome(page, eventName);
    await expect(tracker(page).getByTestId('refund-account')).toHaveText('06-0229-•••••66-02');
  });

  let reference = '';
  await test.step('operator closes the batch: Being processed, with its date', async () => {
    reference = outputMatch(await admin('refund', 'batch', 'close', eventId), /(RF-[0-9A-F]+)/);
    await main(page).getByRole('button', { name: 'Refresh' }).click();
    await expect(tracker(page).getByTestId('refund-step').nth(1)).toContainText(today());
    expect(await stepsOf(page)).toEqual([
      `Lodged: ${today()}`,
      `Being processed: ${today()}`,
      'Paid: Not yet',
    ]);
    await expect(tracker(page).getByTestId('refund-expected-by')).toHaveText(
      daysAhead(PROCESSING_DAYS),
    );
    await expect(main(page).getByRole('link', { name: 'Amend bank account' })).toHaveCount(0);
  });

  await test.step('operator pays it: Paid, with its date, and the refund rows', async () => {
    await admin('refund', 'pay', reference);
    testInfo.annotations.push({
      type: 'refund list after pay',
      description: await admin('refund', 'list', eventId),
    });
    await main(page).getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByTestId('wallet-status')).toHaveText(WALLET_MESSAGE_REFUND_PAID);
    await expect(tracker(page).getByTestId('refund-step').nth(2)).toContainText(today());
    expect(await stepsOf(page)).toEqual([
      `Lodged: ${today()}`,
      `Being processed: ${today()}`,
      `Paid: ${today()}`,
    ]);
    await expect(tracker(page).getByTestId('refund-expected-by')).toHaveCount(0);
    await expect(tracker(page).getByTestId('refund-amount')).toHaveText('$37.50');
    await expect(rows(page).filter({ hasText: 'Refund to bank' })).toContainText('-$37.50');
    await expect(rows(page).filter({ hasText: 'Refund fee' })).toContainText('-$2.50');
    testInfo.annotations.push({
      type: 'wallet rows after pay',
      description: (await rows(page).allInnerTexts()).join('\n'),
    });
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'tracker-paid-375');
    await expectNoAxeViolations(page, 'the paid refund at 375 px');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoAxeViolations(page, 'the paid refund at 1280 px');
    await screenshot(page, testInfo, 'tracker-paid-1280');
  });
});

test('a voided refund shows Cancelled; after the close time lodging is refused @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { eventId, eventName } = await finishedHolder(page, request, testInfo);
  await openWalletFromHome(page, eventName);
  await lodgeRefund(page);
  await expectAlert(page, 'Refund Requested', 'Refunds can take up to 1 week to process.');
  const listed = await admin('refund', 'list', eventId);
  const reference = outputMatch(listed, /(RF-[0-9A-F]+)/);

  await test.step('operator voids it while its batch is open: Cancelled', async () => {
    await admin('refund', 'void', reference);
    testInfo.annotations.push({
      type: 'refund list after void',
      description: await admin('refund', 'list', eventId),
    });
    await openWalletFromHome(page, eventName);
    await expect(page.getByTestId('wallet-status')).toHaveText(WALLET_MESSAGE_REFUND_CANCELLED);
    expect(await stepsOf(page)).toEqual([
      `Lodged: ${today()}`,
      'Being processed: Skipped',
      `Cancelled: ${today()}`,
    ]);
    await expect(tracker(page).getByTestId('refund-expected-by')).toHaveCount(0);
    await expect(rows(page).filter({ hasText: /Refund/ })).toHaveCount(0);
    testInfo.annotations.push({
      type: 'wallet rows after void',
      description: (await rows(page).allInnerTexts()).join('\n'),
    });
    await expect(main(page).getByRole('link', { name: 'Lodge Wallet Refund' })).toBeVisible();
    await screenshot(page, testInfo, 'tracker-cancelled-375');
    await expectNoAxeViolations(page, 'the cancelled refund at 375 px');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoAxeViolations(page, 'the cancelled refund at 1280 px');
    await page.setViewportSize({ width: 375, height: 812 });
  });

  await test.step('after the close time, a new lodging gets the closed text', async () => {
    const closeAt = dayjs().add(2, 'day').hour(12).minute(0).second(0).millisecond(0);
    await admin('event', 'refunds', 'close-at', eventId, closeAt.toISOString());
    await page.goto('/home');
    await expect(card(page, eventName).getByTestId('refunds-close-notice')).toHaveText(
      refundsCloseText(closeAt.toDate()),
    );
    await openWalletFromHome(page, eventName);
    await expect(closeNotice(page)).toHaveText(refundsCloseText(closeAt.toDate()));
    // The form is opened before the close time and sent after it: the server refuses it.
    await main(page).getByRole('link', { name: 'Lodge Wallet Refund' }).click();
    await fillRequester(page);
    await typeNzAccount(page, '01-0902-0068389-00');
    await admin(
      'event',
      'refunds',
      'close-at',
      eventId,
      dayjs().subtract(1, 'minute').toISOString(),
    );
    await main(page).getByRole('checkbox', { name: DECLARATION }).check();
    await main(page).getByRole('button', { name: 'Request Refund' }).click();
    await confirmDialog(page).getByRole('button', { name: 'Confirm' }).click();
    await expectAlert(page, 'Refund Request Failed', REFUNDS_CLOSED_MESSAGE);
    await expect(page).toHaveURL(/\/home$/);
    await expect(card(page, eventName).getByTestId('refunds-close-notice')).toHaveCount(0);
    await expect(card(page, eventName).getByTestId('card-banner')).toHaveText('Refund Closed');
  });

  await test.step('after the close time, the wallet says refunds are over and the refund page does not open', async () => {
    await openWalletFromHome(page, eventName);
    await expect(page.getByTestId('wallet-status')).toHaveText(WALLET_MESSAGE_EVENT_CLOSED);
    await expect(main(page).getByRole('link', { name: 'Lodge Wallet Refund' })).toHaveCount(0);
    await screenshot(page, testInfo, 'tracker-closed-375');
    const registration = new URL(page.url()).searchParams.get('registration');
    await page.goto(`/event/wallet/refund?registration=${registration}`);
    await expectAlert(page, 'Refunds Not Available', REFUNDS_CLOSED_MESSAGE);
    await expect(page).toHaveURL(/\/home$/);
  });
});
