// Addresses come from the session and lead back to it (DESIGN §4, issue #10): the wallet pages
// name their registration in the address, so a reload, Back/Forward, a second tab or a shared
// link lands on the same wallet, top-up form, payment outcome or refund form; an address naming
// no registration of this customer says 'Event Not Found' once and goes home; logout from any
// signed-in page lands on /login without an alert. Run at both widths.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { EVENT_NOT_FOUND } from '../core/domain/messages';
import { expectAlert, main } from './support/auth-pages';
import { demoUser } from './support/demo-user';
import { openWalletFromHome, ticketHolder } from './support/operator';
import { admin } from './support/operator-command';
import { fillRequester } from './support/refund-form';
import { signInWithTokens } from './support/sign-in';
import { expect, test } from './support/test';

const WALLET_ADDRESS = /\/event\/wallet\?registration=[\w-]+$/;
const TOP_UP_ADDRESS = /\/event\/wallet\/payment\?registration=[\w-]+$/;
const REFUND_ADDRESS = /\/event\/wallet\/refund\?registration=[\w-]+$/;
const REFUND_EDIT_ADDRESS = /\/event\/wallet\/refund\/edit\?registration=[\w-]+$/;

const heading = (page: Page, name: string) =>
  main(page).getByRole('heading', { level: 1, name, exact: true });
const topUpHeading = (page: Page) => heading(page, 'Online Top Up');
const refundHeading = (page: Page) => heading(page, 'Request a Refund');
const editHeading = (page: Page) => heading(page, 'Amend Bank Account');
const currentAccount = (page: Page) => page.getByTestId('current-account-number');
const eventNotFound = (page: Page) =>
  page.getByRole('alert').filter({ hasText: EVENT_NOT_FOUND.title });

async function signedInDemo(page: Page, request: Parameters<typeof signInWithTokens>[1]) {
  await signInWithTokens(page, request, demoUser());
  await page.goto('/home');
  await expect(page.getByTestId('registration-card').first()).toBeVisible();
}

/** A ticket holder whose event has finished, with cash left on the wallet: refunds are open. */
async function refundHolder(page: Page, request: APIRequestContext, testInfo: TestInfo) {
  const holder = await ticketHolder(page, request, testInfo, { label: 'Address' });
  await admin('event', 'state', holder.eventId, 'STARTED');
  await admin(
    'tap',
    'topup',
    holder.eventId,
    '--ticket',
    holder.ticket,
    '--amount',
    '20.00',
    '--method',
    'cash',
  );
  await admin('event', 'state', holder.eventId, 'FINISHED');
  await openWalletFromHome(page, holder.eventName);
  return holder;
}

async function openRefundForm(page: Page) {
  await main(page).getByRole('link', { name: 'Lodge Wallet Refund' }).click();
  await expect(refundHeading(page)).toBeVisible();
}

async function openCard(page: Page, eventName: string) {
  await page.getByTestId('registration-card').filter({ hasText: eventName }).click();
  await expect(page).toHaveURL(WALLET_ADDRESS);
  await expect(heading(page, eventName)).toBeVisible();
}

test('reload, Back/Forward and a second tab keep the wallet and the top-up form @phone', async ({
  page,
  request,
}) => {
  await signedInDemo(page, request);
  await openCard(page, 'Harbour Lights Festival');
  const walletAddress = page.url();

  await page.reload();
  await expect(heading(page, 'Harbour Lights Festival')).toBeVisible();
  await expect(page).toHaveURL(walletAddress);

  await main(page)
    .getByRole('link', { name: /Online Top Up|Add More Credit/ })
    .click();
  await expect(page).toHaveURL(TOP_UP_ADDRESS);
  await expect(topUpHeading(page)).toBeVisible();
  const topUpAddress = page.url();

  await page.reload();
  await expect(topUpHeading(page)).toBeVisible();
  await expect(main(page).getByText('Harbour Lights Festival')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(walletAddress);
  await expect(heading(page, 'Harbour Lights Festival')).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(topUpAddress);
  await expect(topUpHeading(page)).toBeVisible();

  // A link shared to a second tab of the same signed-in browser.
  const second = await page.context().newPage();
  await second.goto(topUpAddress);
  await expect(topUpHeading(second)).toBeVisible();
  await expect(main(second).getByText('Harbour Lights Festival')).toBeVisible();
  await second.goto(walletAddress);
  await expect(heading(second, 'Harbour Lights Festival')).toBeVisible();
  await expect(eventNotFound(page)).toHaveCount(0);
  await expect(eventNotFound(second)).toHaveCount(0);
});

test('reload, Back/Forward and a deep link keep the refund form @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { eventName } = await refundHolder(page, request, testInfo);
  await openRefundForm(page);
  await expect(page).toHaveURL(REFUND_ADDRESS);
  const refundAddress = page.url();

  await page.reload();
  await expect(refundHeading(page)).toBeVisible();
  await page.goBack();
  await expect(heading(page, eventName)).toBeVisible();
  await page.goForward();
  await expect(refundHeading(page)).toBeVisible();

  const second = await page.context().newPage();
  await second.goto(refundAddress);
  await expect(refundHeading(second)).toBeVisible();
  await expect(main(second).getByText(eventName)).toBeVisible();
});

test('reload, Back/Forward and a deep link keep the amend form of a lodged refund @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { eventName } = await refundHolder(page, request, testInfo);
  await openRefundForm(page);
  await fillRequester(page);
  const account = main(page).getByRole('group', { name: 'Bank Account Number' });
  for (const [label, part] of [
    ['Bank', '01'],
    ['Branch', '0902'],
    ['Account', '0068389'],
    ['Suffix', '00'],
  ] as const) {
    await account.getByRole('textbox', { name: label }).fill(part);
  }
  await main(page).getByRole('checkbox').check();
  await main(page).getByRole('button', { name: 'Request Refund' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await openWalletFromHome(page, eventName);
  await main(page).getByRole('link', { name: 'Amend bank account' }).click();
  await expect(page).toHaveURL(REFUND_EDIT_ADDRESS);
  await expect(currentAccount(page)).toHaveText('01-0902-0068389-00');
  const editAddress = page.url();

  await page.reload();
  await expect(editHeading(page)).toBeVisible();
  await expect(currentAccount(page)).toHaveText('01-0902-0068389-00');
  await page.goBack();
  await expect(heading(page, eventName)).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(editAddress);
  await expect(currentAccount(page)).toHaveText('01-0902-0068389-00');

  const second = await page.context().newPage();
  await second.goto(editAddress);
  await expect(editHeading(second)).toBeVisible();
  await expect(main(second).getByText(eventName)).toBeVisible();
  await expect(currentAccount(second)).toHaveText('01-0902-0068389-00');
  await expect(eventNotFound(second)).toHaveCount(0);
});

test('the payment outcome is shown once on the paid wallet, which a reload keeps @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { eventName } = await ticketHolder(page, request, testInfo, { label: 'Address' });
  await main(page).getByRole('button', { name: '$50.00', exact: true }).click();
  await main(page).getByRole('button', { name: 'Purchase', exact: true }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\//);
  // The provider's return address as the browser asked for it (the app then moves on at once).
  const returned = page.waitForRequest(/\/event\/wallet\/payment\/complete\?/);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const returnAddress = (await returned).url();

  await expectAlert(page, 'Payment Completed', 'your payment was successful');
  await expect(page).toHaveURL(WALLET_ADDRESS);
  await expect(heading(page, eventName)).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('$43.50');
  const walletAddress = page.url();
  expect(walletAddress).not.toContain('reference=');

  // The address no longer carries the outcome, so a reload shows the wallet without it.
  await page.reload();
  await expect(heading(page, eventName)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Payment Completed' })).toHaveCount(0);
  await expect(page).toHaveURL(walletAddress);

  // The provider's return address opened again (a second tab, or the banking app's link) finds
  // the paid wallet by the purchase reference.
  const second = await page.context().newPage();
  await second.goto(returnAddress);
  await expectAlert(second, 'Payment Completed', 'your payment was successful');
  await expect(second).toHaveURL(WALLET_ADDRESS);
  await expect(heading(second, eventName)).toBeVisible();
  await expect(eventNotFound(second)).toHaveCount(0);
});

for (const [name, search] of [
  ['a registration that is not the customer’s', '?registration=wallet-of-someone-else'],
  ['a malformed registration', '?registration=%3Cscript%3E'],
  ['no registration', ''],
] as const) {
  test(`${name}: 'Event Not Found' once, then /home @phone`, async ({ page, request }) => {
    await signedInDemo(page, request);
    await page.goto(`/event/wallet${search}`);
    await expect(page).toHaveURL(/\/home$/);
    await expect(eventNotFound(page)).toHaveCount(1);
    await expect(page.getByTestId('registration-card').first()).toBeVisible();
    await expect(eventNotFound(page)).toHaveCount(1);
  });
}

test('logout from every signed-in page lands on /login without an alert', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { customer, eventName } = await refundHolder(page, request, testInfo);
  const walletAddress = page.url();
  const refundAddress = walletAddress.replace('/event/wallet?', '/event/wallet/refund?');
  const pages: [string, (tab: Page) => Promise<void>][] = [
    ['/home', (tab) => expect(tab.getByRole('heading', { name: 'My Events' })).toBeVisible()],
    ['/profile', (tab) => expect(heading(tab, 'My Profile')).toBeVisible()],
    ['/event/register/ticket', (tab) => expect(heading(tab, 'Find Your Ticket')).toBeVisible()],
    ['/event/register/tag', (tab) => expect(heading(tab, 'Find Your Tag')).toBeVisible()],
    [walletAddress, (tab) => expect(heading(tab, eventName)).toBeVisible()],
    [refundAddress, (tab) => expect(refundHeading(tab)).toBeVisible()],
  ];
  for (const [address, ready] of pages) {
    await test.step(address, async () => {
      // Each tab signs in once (the stored session is gone after a logout).
      const tab = await page.context().newPage();
      await signInWithTokens(tab, request, customer);
      await tab.goto(address);
      await ready(tab);
      await tab.getByRole('banner').getByRole('link', { name: 'Logout' }).click();
      await expect(tab).toHaveURL(/\/login$/);
      await expect(heading(tab, 'Login')).toBeVisible();
      await expect(tab.getByRole('alert')).toHaveCount(0);
      await tab.close();
    });
  }
});

test('logout from the top-up form lands on /login without an alert', async ({
  page,
  request,
}, testInfo) => {
  await ticketHolder(page, request, testInfo, { label: 'Logout' });
  await expect(topUpHeading(page)).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(heading(page, 'Login')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test("Back from the payment provider's page lands on the same top-up form @phone", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { eventName } = await ticketHolder(page, request, testInfo, { label: 'Back' });
  await expect(topUpHeading(page)).toBeVisible();
  const topUpAddress = page.url();
  await main(page).getByRole('button', { name: '$50.00', exact: true }).click();
  await main(page).getByRole('button', { name: 'Purchase', exact: true }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\//);

  await page.goBack();
  await expect(page).toHaveURL(topUpAddress);
  await expect(topUpHeading(page)).toBeVisible();
  await expect(main(page).getByText(eventName)).toBeVisible();
  await expect(main(page).getByRole('button', { name: '$50.00', exact: true })).toBeEnabled();
  await expect(eventNotFound(page)).toHaveCount(0);
});
