// A wallet's whole history (DESIGN §8 History) on the real stack: every row reachable with Show
// more, each row saying what it is, when and how it went, and Download CSV of every row. Each
// test owns its event and ticket holder (support/operator.ts); the rows are the operator's taps,
// sent through the stack's operator channel.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ENDPOINTS } from '../core/contracts/endpoints';
import type { EventWallet } from '../core/contracts/wallet-contract';
import { HISTORY_COLUMNS, HISTORY_LABELS } from '../core/domain/history-export';
import { expectAlert, main } from './support/auth-pages';
import { expectNoAxeViolations } from './support/axe';
import { openWalletFromHome } from './support/operator';
import { admin } from './support/operator-command';
import { expect, test } from './support/test';
import {
  holder,
  payByCard,
  showMoreButton,
  tapPurchases,
  transactionRows,
} from './support/wallet-walk';

const ROWS = 250;
const DATE_TIME = /^\d{2} [A-Z][a-z]{2} \d{2} \d{2}:\d{2}:\d{2}$/;
const MOBILE_DATE_TIME = /^\d{2}-\d{2}-\d{2}\s\d{2}:\d{2}:\d{2}$/;

const downloadButton = (page: Page) =>
  main(page).getByRole('button', { name: 'Download CSV', exact: true });

/** The references of the rows every wallet call of the page answers, in the order they came. */
function walletAnswers(page: Page): string[] {
  const references: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith(ENDPOINTS.wallet.path) || !response.ok()) return;
    const wallet = (await response.json()) as EventWallet;
    references.push(...wallet.transactionList.map((row) => row.purchaseReference));
  });
  return references;
}

test('a wallet of 250 rows shows them all with Show more and downloads them all @desktop', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const made = await holder(page, request, testInfo, { label: 'History', cash: '200.00' });
  // The cash top-up is the first row; 249 sales of $0.50 make 250.
  await tapPurchases(made.eventId, made.ticket, ROWS - 1, '0.50');
  const answered = walletAnswers(page);
  await openWalletFromHome(page, made.eventName);

  await test.step('Show more twice: 100, 200, then all 250, none twice', async () => {
    await expect(transactionRows(page)).toHaveCount(100);
    await showMoreButton(page).click();
    await expect(transactionRows(page)).toHaveCount(200);
    await showMoreButton(page).click();
    await expect(transactionRows(page)).toHaveCount(ROWS);
    await expect(showMoreButton(page)).toHaveCount(0);
    expect(answered).toHaveLength(ROWS);
    expect(new Set(answered).size).toBe(ROWS);
    // The oldest row, the cash top-up, is last.
    await expect(transactionRows(page).last()).toContainText('Cash top up');
  });

  await test.step('Download CSV: the customer and event, a header row and every row', async () => {
    const saved = page.waitForEvent('download');
    await downloadButton(page).click();
    const file = await saved;
    expect(file.suggestedFilename()).toMatch(/^wallet-history-fest-[\w-]+\.csv$/);
    const lines = (await readFile(await file.path(), 'utf8')).split('\r\n');
    expect(lines[0]).toBe(
      `${HISTORY_LABELS.customer},${made.customer.givenName} ${made.customer.familyName}`,
    );
    expect(lines[1]).toBe(`${HISTORY_LABELS.event},${made.eventName}`);
    expect(lines[3]).toBe(`${HISTORY_LABELS.balance},75.50`);
    const header = lines.indexOf(HISTORY_COLUMNS.join(','));
    expect(header).toBe(5);
    const data = lines.slice(header + 1).filter((line) => line !== '');
    expect(data).toHaveLength(ROWS);
    expect(
      data.filter((line) => line.includes(',Purchase,Purchase · Bar 3,Approved,-0.50,')),
    ).toHaveLength(ROWS - 1);
    expect(data.at(-1)).toContain(',Top Up,Cash top up,Approved,200.00,');
  });
});

test('each kind of row says what it is, when, and how it went @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const made = await holder(page, request, testInfo, { label: 'Kinds' });
  // An approved $50.00 card payment writes the top up, its card fee and the activation fee.
  await payByCard(page, '50.00');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expectAlert(page, 'Payment Completed', 'your payment was successful');
  await main(page).getByRole('link', { name: 'Add More Credit' }).click();
  await payByCard(page, '20.00');
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  await expectAlert(page, 'Payment Failed', 'you have not been charged');
  await main(page).getByRole('link', { name: 'Add More Credit' }).click();
  await payByCard(page, '30.00');
  await page.getByRole('button', { name: 'Leave pending', exact: true }).click();
  await expectAlert(page, 'Payment Pending', 'Your payment is being processed');
  await admin('event', 'state', made.eventId, 'STARTED');
  await tapPurchases(made.eventId, made.ticket, 1, '7.25');
  await openWalletFromHome(page, made.eventName);

  const row = (text: string) => transactionRows(page).filter({ hasText: text });
  const cases = [
    { kind: 'Purchase · Bar 3', category: 'Purchase', status: 'Approved', total: '-$7.25' },
    { kind: 'Online top up', category: 'Top Up', status: 'Pending', total: '$30.00' },
    { kind: 'Online top up', category: 'Top Up', status: 'Declined', total: '$20.00' },
    { kind: 'Online top up', category: 'Top Up', status: 'Approved', total: '$50.00' },
    { kind: 'Card fee', category: 'Top Up', status: 'Approved', total: '-$2.50' },
    { kind: 'Activation Fee', category: 'Activation Fee', status: 'Approved', total: '-$4.00' },
  ];
  for (const { kind, category, status, total } of cases) {
    const shown = row(`${kind}`).filter({ hasText: status }).filter({ hasText: total });
    await expect(shown, `${kind} ${status} ${total}`).toHaveCount(1);
    const cells = shown.getByRole('cell');
    await expect(cells.nth(0)).toContainText(category);
    await expect(cells.nth(1)).toHaveText(status);
    await expect(cells.nth(3)).toHaveText(MOBILE_DATE_TIME, { useInnerText: true });
  }
  // Declined and pending rows are marked apart from approved ones, not by their word alone.
  for (const status of ['approved', 'pending', 'declined']) {
    await expect(page.locator(`tbody tr[data-status="${status}"]`).first()).toBeVisible();
  }
  const right = await main(page)
    .getByRole('table', { name: 'Transactions' })
    .evaluate((element) => element.getBoundingClientRect().right);
  expect(right).toBeLessThanOrEqual(375);
  await expect(downloadButton(page)).toBeVisible();
  // Every status word whole, none cut short to fit the column.
  const cut = await transactionRows(page)
    .locator('.mantine-Badge-label')
    .evaluateAll((labels) =>
      labels
        .filter((label) => label.scrollWidth > label.clientWidth)
        .map((label) => label.textContent),
    );
  expect(cut).toHaveLength(0);
  // No sideways scrolling anywhere on the page, the buttons beside the title included.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('history-phone.png'), fullPage: true });
  await expectNoAxeViolations(page, 'wallet history at 375 px');
});

test('the history controls at 1280 px: dates with times, axe clean @desktop', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const made = await holder(page, request, testInfo, { label: 'Wide', cash: '100.00' });
  await tapPurchases(made.eventId, made.ticket, 100, '0.25');
  await openWalletFromHome(page, made.eventName);
  await expect(transactionRows(page)).toHaveCount(100);
  await expect(transactionRows(page).first().getByRole('cell').nth(3)).toHaveText(DATE_TIME, {
    useInnerText: true,
  });
  await expect(showMoreButton(page)).toBeVisible();
  await expectNoAxeViolations(page, 'wallet history with Show more at 1280 px');
  // A failed page keeps the rows and says why; so does a failed download.
  await page.route(`**${ENDPOINTS.wallet.path}`, (route) =>
    (route.request().postDataJSON() as { before?: string }).before
      ? route.fulfill({ status: 503, json: { statusCode: 503, error: 'x', message: 'Busy' } })
      : route.fallback(),
  );
  await page.route(`**${ENDPOINTS.walletExport.path}`, (route) =>
    route.fulfill({ status: 503, json: { statusCode: 503, error: 'x', message: 'Busy' } }),
  );
  await showMoreButton(page).click();
  await expect(page.getByTestId('paging-error')).toContainText('503 : Busy');
  await expect(transactionRows(page)).toHaveCount(100);
  await downloadButton(page).click();
  await expect(page.getByTestId('download-error')).toContainText('503 : Busy');
  await expectNoAxeViolations(page, 'wallet history failures at 1280 px');
});
