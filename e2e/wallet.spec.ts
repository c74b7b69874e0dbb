// The event wallet page (spec §2 Event wallet, §4 Wallet page, §8 Wallet/registration) on the
// real stack, read from the demo customer's seeded registrations, which these tests only read.
// A wallet's life from top up to paid refund, on an event of its own, is wallet-lifecycle.spec.ts.
import type { Page, TestInfo } from '@playwright/test';
import { NO_TRANSACTIONS, TRANSACTIONS_OFFLINE } from '../core/domain/messages';
import {
  WALLET_MESSAGE_EVENT_CLOSED,
  WALLET_MESSAGE_NO_TOP_UP_DURING_EVENT,
  WALLET_MESSAGE_NOTHING_TO_REFUND,
  WALLET_MESSAGE_REFUND_LOGGED,
  WALLET_MESSAGE_REFUND_NOT_AVAILABLE,
  WALLET_MESSAGE_REFUND_PAID,
} from '../core/domain/wallet-rules';
import { expectAlert, main } from './support/auth-pages';
import { demoUser } from './support/demo-user';
import { signInWithTokens } from './support/sign-in';
import { expect, test } from './support/test';

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  // The fixed header would otherwise sit in the middle of a page scrolled down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name} (${testInfo.project.name})`, { path, contentType: 'image/png' });
}

/** Signed in as the demo customer, on Home with the cards listed. */
async function home(page: Page, request: Parameters<typeof signInWithTokens>[1]) {
  await signInWithTokens(page, request, demoUser());
  await page.goto('/home');
  await expect(page.getByTestId('registration-card').first()).toBeVisible();
}

async function openWallet(page: Page, eventName: string): Promise<void> {
  await page.getByTestId('registration-card').filter({ hasText: eventName }).click();
  await expect(page).toHaveURL(/\/event\/wallet\?registration=[\w-]+$/);
  await expect(main(page).getByRole('heading', { level: 1, name: eventName })).toBeVisible();
}

const status = (page: Page) => page.getByTestId('wallet-status');
const balance = (page: Page) => page.getByTestId('wallet-balance');
const actionNames = [
  'Online Top Up',
  'Add More Credit',
  'Lodge Wallet Refund',
  'Amend bank account',
];

async function expectActions(page: Page, shown: string[]): Promise<void> {
  for (const name of actionNames) {
    const link = main(page).getByRole('link', { name, exact: true });
    if (shown.includes(name)) await expect(link).toBeVisible();
    else await expect(link).toHaveCount(0);
  }
}

const CASES = [
  {
    event: 'Summer Sounds',
    message: WALLET_MESSAGE_NO_TOP_UP_DURING_EVENT,
    actions: [],
    balance: '$71.00',
  },
  {
    event: 'Winter Beats',
    message: WALLET_MESSAGE_REFUND_NOT_AVAILABLE,
    actions: [],
    balance: '$39.00',
  },
  {
    event: 'Mountain Jam',
    message: WALLET_MESSAGE_NOTHING_TO_REFUND,
    actions: [],
    balance: '$0.00',
  },
  { event: 'Sunset Sessions', message: WALLET_MESSAGE_REFUND_PAID, actions: [], balance: '$0.00' },
  {
    event: 'Midwinter Carnival',
    message: WALLET_MESSAGE_EVENT_CLOSED,
    actions: [],
    balance: '$8.00',
  },
  {
    event: 'City Lights Parade',
    message: WALLET_MESSAGE_REFUND_LOGGED,
    actions: ['Amend bank account'],
    balance: '$25.00',
  },
];

for (const { event, message, actions, balance: amount } of CASES) {
  test(`${event}: balance, status message and actions @phone`, async ({ page, request }) => {
    await home(page, request);
    await openWallet(page, event);
    await expect(balance(page)).toHaveText(amount);
    await expect(status(page)).toHaveText(message);
    await expectActions(page, actions);
  });
}

test('the transaction table labels, totals and dates @desktop', async ({
  page,
  request,
}, testInfo) => {
  await home(page, request);
  await openWallet(page, 'Summer Sounds');
  const table = main(page).getByRole('table', { name: 'Transactions' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Purchase Type',
    'Status',
    'Total',
    'Date',
  ]);
  await expect(table.getByRole('row').filter({ hasText: 'Activation Fee' })).toContainText(
    ['Approved', '-$4.00'].join(''),
  );
  await expect(table.getByRole('row').filter({ hasText: '-$12.50' })).toContainText('Purchase');
  // Desktop dates read '10 Jan 26 14:07:09' (spec §9's date-time).
  const dates = table.getByRole('row').nth(1).getByRole('cell').nth(3);
  await expect(dates).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{2} \d{2}:\d{2}:\d{2}$/, {
    useInnerText: true,
  });
  await screenshot(page, testInfo, 'wallet-summer');
});

test('the transaction table fits a phone with short dates @phone', async ({
  page,
  request,
}, testInfo) => {
  await home(page, request);
  await openWallet(page, 'Summer Sounds');
  const table = main(page).getByRole('table', { name: 'Transactions' });
  const dates = table.getByRole('row').nth(1).getByRole('cell').nth(3);
  // The short date with the time of day, which may wrap below it.
  await expect(dates).toHaveText(/^\d{2}-\d{2}-\d{2}\s\d{2}:\d{2}:\d{2}$/, { useInnerText: true });
  // No sideways scrolling: the table is no wider than the screen.
  const width = await table.evaluate((element) => element.getBoundingClientRect().right);
  expect(width).toBeLessThanOrEqual(375);
  await screenshot(page, testInfo, 'wallet-summer');
});

test('a wallet without transactions says so', async ({ page, request }) => {
  await home(page, request);
  // Coastal Beats: a band posted before the event, nothing on it yet.
  await openWallet(page, 'Coastal Beats');
  await expect(main(page).getByText(NO_TRANSACTIONS)).toBeVisible();
});

test('Refresh fetches again, and offline the list says it cannot', async ({ page, request }) => {
  await home(page, request);
  await openWallet(page, 'Winter Beats');
  await expect(main(page).getByRole('table', { name: 'Transactions' })).toBeVisible();
  const refetch = page.waitForRequest('**/api/private/customer/wallet');
  await main(page).getByRole('button', { name: 'Refresh' }).click();
  await refetch;
  await page.context().setOffline(true);
  await main(page).getByRole('button', { name: 'Refresh' }).click();
  await expect(main(page).getByText(TRANSACTIONS_OFFLINE)).toBeVisible();
  await expect(balance(page)).toHaveText('$39.00');
  await page.context().setOffline(false);
});

test('Back goes to /home', async ({ page, request }) => {
  await home(page, request);
  await openWallet(page, 'Winter Beats');
  await main(page).getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("without a selected registration: 'Event Not Found', then /home", async ({
  page,
  request,
}) => {
  await signInWithTokens(page, request, demoUser());
  await page.goto('/event/wallet');
  await expectAlert(page, 'Event Not Found', 'We could not find that event registration');
  await expect(page).toHaveURL(/\/home$/);
});
