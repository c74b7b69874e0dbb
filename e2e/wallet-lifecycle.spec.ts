// A ticket holder's wallet from first top up to paid refund, on the real stack with its own
// event: the operator works through the CLI (npm run admin, which reaches the running stack
// through DATA_DIR/operator.json), the customer through the browser and the sandbox payment page.
// Each run (phone, desktop) makes its own event, ticket and customer, so nothing is shared.
import type { Page, TestInfo } from '@playwright/test';
import { TOP_UP_PENDING_ABOVE_MAXIMUM } from '../core/domain/messages';
import {
  WALLET_MESSAGE_LODGE_REFUND,
  WALLET_MESSAGE_READY_TICKET,
  WALLET_MESSAGE_REFUND_LOGGED,
  WALLET_MESSAGE_REFUND_PAID,
} from '../core/domain/wallet-rules';
import { expectAlert, main } from './support/auth-pages';
import { adminCli, openWalletFromHome, outputMatch, ticketHolder } from './support/operator';
import { fillRequester } from './support/refund-form';
import { expect, test } from './support/test';

const CHECKSUM = 'Bank account check failed - are you sure your bank account is correct?';
const DECLARATION =
  "All information provided is accurate and correct and i'm the owner of this card/ticket";

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  // The fixed header would otherwise sit in the middle of a page scrolled down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name} (${testInfo.project.name})`, { path, contentType: 'image/png' });
}

const balance = (page: Page) => page.getByTestId('wallet-balance');
const status = (page: Page) => page.getByTestId('wallet-status');
const purchase = (page: Page) => main(page).getByRole('button', { name: 'Purchase', exact: true });
const rows = (page: Page) =>
  main(page).getByRole('table', { name: 'Transactions' }).getByRole('row');

/** The sum of the Approved rows' totals, in cents: what the balance must be. */
async function approvedTotalCents(page: Page): Promise<number> {
  const totals = await rows(page)
    .filter({ hasText: 'Approved' })
    .evaluateAll((found) => found.map((row) => row.querySelectorAll('td')[2]?.textContent ?? ''));
  return totals.reduce((sum, text) => sum + Math.round(Number(text.replace('$', '')) * 100), 0);
}

async function openFromHome(page: Page, eventName: string, banner: string): Promise<void> {
  await page.goto('/home');
  const card = page.getByTestId('registration-card').filter({ hasText: eventName });
  await expect(card.getByTestId('card-banner')).toHaveText(banner);
  await openWalletFromHome(page, eventName);
}

/** On the top-up page: pay $50 on the sandbox page with the given button. */
async function payFifty(page: Page, decision: 'Approve' | 'Decline' | 'Leave pending') {
  await expect(main(page).getByRole('heading', { level: 1, name: 'Online Top Up' })).toBeVisible();
  await main(page).getByRole('button', { name: '$50.00', exact: true }).click();
  await purchase(page).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\//);
  await expect(page.getByText('$50.00 NZD')).toBeVisible();
  await page.getByRole('button', { name: decision, exact: true }).click();
}

async function typeNzAccount(page: Page, account: string): Promise<void> {
  const group = main(page).getByRole('group', { name: 'Bank Account Number' });
  const boxes = ['Bank', 'Branch', 'Account', 'Suffix'];
  for (const label of boxes) await group.getByRole('textbox', { name: label }).fill('');
  await group.getByRole('textbox', { name: 'Bank' }).click();
  // Key by key: a full box hands the focus on to the next one.
  await page.keyboard.type(account.replaceAll('-', ''));
  const parts = account.split('-');
  for (const [index, label] of boxes.entries()) {
    await expect(group.getByRole('textbox', { name: label })).toHaveValue(parts[index] ?? '');
  }
}

test('top up, spend at the event, lodge and amend a refund, and see it paid @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const { customer, eventId, eventName, ticket } =
    await test.step('operator: an event with the customer ticket; customer: adds it, lands on top up', () =>
      ticketHolder(page, request, testInfo, { label: 'Lifecycle' }));

  await test.step('Approve on the sandbox page: Payment Completed, the credit on the wallet', async () => {
    await main(page).getByRole('button', { name: '$50.00', exact: true }).click();
    const summary = main(page).getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('Activation fee-$4.00');
    await expect(summary).toContainText('Added to your wallet$43.50');
    await screenshot(page, testInfo, 'lifecycle-top-up');
    await payFifty(page, 'Approve');
    await expectAlert(page, 'Payment Completed', 'your payment was successful');
    await expect(page).toHaveURL(/\/event\/wallet\?registration=[\w-]+$/);
    await expect(balance(page)).toHaveText('$43.50');
    await expect(status(page)).toHaveText(WALLET_MESSAGE_READY_TICKET);
    // One request, three rows written together: the amount charged, the card fee, activation.
    await expect(rows(page).filter({ hasText: 'Top UpOnline top upApproved$50.00' })).toHaveCount(
      1,
    );
    await expect(rows(page).filter({ hasText: 'Top UpCard feeApproved-$2.50' })).toHaveCount(1);
    await expect(rows(page).filter({ hasText: 'Activation FeeApproved-$4.00' })).toHaveCount(1);
    await screenshot(page, testInfo, 'lifecycle-paid');
  });

  await test.step('Decline: Payment Failed, the balance unchanged', async () => {
    await main(page).getByRole('link', { name: 'Add More Credit' }).click();
    await payFifty(page, 'Decline');
    await expectAlert(page, 'Payment Failed', 'you have not been charged');
    await expect(page).toHaveURL(/\/event\/wallet\?registration=[\w-]+$/);
    await expect(rows(page).filter({ hasText: 'Top UpOnline top upDeclined$50.00' })).toHaveCount(
      1,
    );
    await expect(rows(page).filter({ hasText: 'Top UpCard feeDeclined-$2.50' })).toHaveCount(1);
    await expect(balance(page)).toHaveText('$43.50');
  });

  await test.step('Leave pending: Payment Pending, the balance unchanged', async () => {
    await main(page).getByRole('link', { name: 'Add More Credit' }).click();
    await payFifty(page, 'Leave pending');
    await expectAlert(page, 'Payment Pending', 'Your payment is being processed');
    await expect(page).toHaveURL(/\/event\/wallet\?registration=[\w-]+$/);
    await expect(rows(page).filter({ hasText: 'Top UpOnline top upPending$50.00' })).toHaveCount(1);
    await expect(balance(page)).toHaveText('$43.50');
  });

  await test.step("a request the server refuses shows the server's reason", async () => {
    // The pending $50 counts against the $999.99 limit on the server, not on the page.
    await main(page).getByRole('link', { name: 'Add More Credit' }).click();
    await main(page)
      .getByRole('textbox', { name: /^Custom amount/ })
      .fill('950');
    await expect(purchase(page)).toBeEnabled();
    await purchase(page).click();
    // A retry cannot help until the pending payment finishes, so the server's 409 says so.
    const failure = main(page).getByRole('alert').filter({ hasText: TOP_UP_PENDING_ABOVE_MAXIMUM });
    await expect(failure).toBeVisible();
    await expect(failure.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(page).toHaveURL(/\/event\/wallet\/payment\?registration=[\w-]+$/);
  });

  await test.step('operator: the event runs, the ticket buys two things, the event finishes', async () => {
    await adminCli('event', 'state', eventId, 'STARTED');
    await adminCli('tap', 'purchase', eventId, '--ticket', ticket, '--amount', '12.50');
    await adminCli('tap', 'purchase', eventId, '--ticket', ticket, '--amount', '8.00');
    await adminCli('event', 'state', eventId, 'FINISHED');
  });

  await test.step('customer: the purchases are on the wallet, which offers a refund', async () => {
    await openFromHome(page, eventName, 'Refund Available');
    await expect(balance(page)).toHaveText('$23.00');
    await expect(status(page)).toHaveText(WALLET_MESSAGE_LODGE_REFUND);
    await expect(rows(page).filter({ hasText: 'PurchaseApproved-$12.50' })).toHaveCount(1);
    await expect(rows(page).filter({ hasText: 'PurchaseApproved-$8.00' })).toHaveCount(1);
    await expect(main(page).getByRole('link', { name: 'Add More Credit' })).toHaveCount(0);
  });

  await test.step('a mistyped account is refused, a good one lodged', async () => {
    await main(page).getByRole('link', { name: 'Lodge Wallet Refund' }).click();
    await expect(main(page).getByRole('region', { name: 'Refund amount' })).toContainText(
      'Refund total$20.50',
    );
    await expect(main(page).getByRole('textbox', { name: /^First Name/ })).toHaveValue(
      customer.givenName,
    );
    await fillRequester(page);
    await main(page).getByRole('checkbox', { name: DECLARATION }).check();
    await typeNzAccount(page, '01-0902-0068388-00');
    await main(page).getByRole('button', { name: 'Request Refund' }).click();
    await expect(main(page).getByText(CHECKSUM)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await screenshot(page, testInfo, 'lifecycle-checksum');

    await typeNzAccount(page, '01-0902-0068389-00');
    await main(page).getByRole('button', { name: 'Request Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Your Refund' });
    await expect(dialog.getByTestId('confirm-account-number')).toHaveText('01-0902-0068389-00');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectAlert(page, 'Refund Requested', 'Refunds can take up to 1 week to process.');
    await expect(page).toHaveURL(/\/home$/);
  });

  await test.step('the lodged refund: amend its account while the batch is open', async () => {
    await openFromHome(page, eventName, 'Refund Logged');
    await expect(status(page)).toHaveText(WALLET_MESSAGE_REFUND_LOGGED);
    await main(page).getByRole('link', { name: 'Amend bank account' }).click();
    await expect(page.getByTestId('current-account-number')).toHaveText('01-0902-0068389-00');
    await typeNzAccount(page, '06-0229-0393667-02');
    await main(page).getByRole('button', { name: 'Update Bank Account' }).click();
    await expect(main(page).getByText(CHECKSUM)).toBeVisible();
    await typeNzAccount(page, '06-0229-0393666-02');
    await main(page).getByRole('button', { name: 'Update Bank Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Your Refund' });
    await expect(dialog.getByTestId('confirm-account-number')).toHaveText('06-0229-0393666-02');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectAlert(page, 'Bank Account Number Updated', 'the updated bank account');
    await expect(page).toHaveURL(/\/home$/);
  });

  let reference = '';
  await test.step('operator closes the batch: no more amending', async () => {
    const closed = await adminCli('refund', 'batch', 'close', eventId);
    reference = outputMatch(closed, /(RF-[0-9A-F]+)/);
    await openFromHome(page, eventName, 'Refund Logged');
    await expect(status(page)).toHaveText(WALLET_MESSAGE_REFUND_LOGGED);
    await expect(main(page).getByRole('link', { name: 'Amend bank account' })).toHaveCount(0);
  });

  await test.step('operator pays it: Refund Paid, the wallet empty', async () => {
    await adminCli('refund', 'pay', reference);
    await openFromHome(page, eventName, 'Refund Paid');
    await expect(status(page)).toHaveText(WALLET_MESSAGE_REFUND_PAID);
    await expect(balance(page)).toHaveText('$0.00');
    // What the bank receives, and the fee as a second REFUND row.
    await expect(rows(page).filter({ hasText: 'RefundRefund to bankApproved-$20.50' })).toHaveCount(
      1,
    );
    await expect(rows(page).filter({ hasText: 'RefundRefund feeApproved-$2.50' })).toHaveCount(1);
    expect(await approvedTotalCents(page)).toBe(0);
    for (const name of ['Lodge Wallet Refund', 'Amend bank account']) {
      await expect(main(page).getByRole('link', { name })).toHaveCount(0);
    }
    await screenshot(page, testInfo, 'lifecycle-refund-paid');
  });
});

test('a $100 top-up lists the amount charged and each fee, adding up to the balance @phone', async ({
  page,
  request,
}, testInfo) => {
  // The operator's CLI calls that make the event take most of it on a busy machine.
  test.setTimeout(120_000);
  await ticketHolder(page, request, testInfo, { label: 'Rows' });
  await main(page).getByRole('button', { name: '$100.00', exact: true }).click();
  await purchase(page).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\//);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expectAlert(page, 'Payment Completed', 'your payment was successful');
  await expect(balance(page)).toHaveText('$91.00');
  await expect(rows(page).filter({ hasText: 'Top UpOnline top upApproved$100.00' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: 'Top UpCard feeApproved-$5.00' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: 'Activation FeeApproved-$4.00' })).toHaveCount(1);
  expect(await approvedTotalCents(page)).toBe(9100);
  const table = main(page).getByRole('table', { name: 'Transactions' });
  const right = await table.evaluate((element) => element.getBoundingClientRect().right);
  expect(right).toBeLessThanOrEqual(375);
  await screenshot(page, testInfo, 'top-up-rows');
});
