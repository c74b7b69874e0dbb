// What the browser walks of the wallet charts (wallet, top-up page, refund page) make on the real
// stack and read off its screens: ticket holders moved by the operator to the phase a path opens
// with, a refund lodged the way a customer lodges one, a card payment through the sandbox
// provider, the server refusing a call (answered in its place, as the customer stays signed in),
// and the customer signing out in another tab (then the next private call answers 401 and this
// tab signs out too).
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { VALID_FIELDS } from '../../src/features/refund/chart/refund-model';
import { splitNzAccount } from '../../src/features/refund/nz-account-parts';
import { expectAlert, logout, main } from './auth-pages';
import { type TicketHolder, ticketHolder } from './operator';
import { admin } from './operator-command';
import { expect } from './test';

export const balance = (page: Page) => page.getByTestId('wallet-balance');
export const walletStatus = (page: Page) => page.getByTestId('wallet-status');
export const transactions = (page: Page) => main(page).getByRole('table', { name: 'Transactions' });
export const refreshButton = (page: Page) =>
  main(page).getByRole('button', { name: 'Refresh', exact: true });
export const amendLink = (page: Page) =>
  main(page).getByRole('link', { name: 'Amend bank account', exact: true });
export const showMoreButton = (page: Page) =>
  main(page).getByRole('button', { name: 'Show more', exact: true });
/** The table's rows below its header. */
export const transactionRows = (page: Page) => transactions(page).locator('tbody tr');

export interface Holder extends TicketHolder {
  /** The wristband the ticket was exchanged for, when it was. */
  uid: string | null;
}

export interface HolderOptions {
  label: string;
  /** Taken in cash at the event's desk once it has started. */
  cash?: string;
  /** Exchange the ticket for a band at the gate. */
  band?: boolean;
  /** The event's phases after STARTED. */
  states?: string[];
}

/**
 * A ticket holder (support/operator.ts) whose event the operator starts, with the band and the
 * cash asked for, then moves on; without `cash` and `band` the event stays PUBLISHED.
 */
export async function holder(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  { label, cash, band = false, states = [] }: HolderOptions,
): Promise<Holder> {
  const made = await ticketHolder(page, request, testInfo, { label });
  const { eventId, ticket } = made;
  if (!cash && !band) return { ...made, uid: null };
  await admin('event', 'state', eventId, 'STARTED');
  const uid = band ? `04${randomBytes(6).toString('hex').toUpperCase()}` : null;
  if (uid)
    await admin('tag', 'issue', eventId, '--uid', uid, '--serial', '321', '--ticket', ticket);
  if (cash) {
    await admin('tap', 'topup', eventId, '--ticket', ticket, '--amount', cash, '--method', 'cash');
  }
  for (const state of states) await admin('event', 'state', eventId, state);
  return { ...made, uid };
}

/**
 * `count` vendor sales of `amount` on the ticket's wallet (its event STARTED), sent a few at a
 * time through the stack's operator channel: one process for them all.
 */
export async function tapPurchases(
  eventId: string,
  ticket: string,
  count: number,
  amount: string,
  vendor = 'Bar 3',
): Promise<void> {
  const tap = () =>
    admin('tap', 'purchase', eventId, '--ticket', ticket, '--amount', amount, '--vendor', vendor);
  const lanes = 4;
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      for (let made = lane; made < count; made += lanes) await tap();
    }),
  );
}

const text = (page: Page, label: string) =>
  main(page).getByRole('textbox', { name: new RegExp(`^${label}`) });

/** From the wallet page, a refund of the whole balance lodged through the refund form. */
export async function lodgeRefund(page: Page): Promise<void> {
  await main(page).getByRole('link', { name: 'Lodge Wallet Refund' }).click();
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Request a Refund' }),
  ).toBeVisible();
  await text(page, 'First Name').fill(VALID_FIELDS.firstName);
  await text(page, 'Last Name').fill(VALID_FIELDS.lastName);
  await text(page, 'Phone').fill(VALID_FIELDS.phone);
  await text(page, 'Email').fill(VALID_FIELDS.email);
  const account = main(page).getByRole('group', { name: 'Bank Account Number' });
  const parts = splitNzAccount(VALID_FIELDS.accountNumber);
  for (const [index, label] of ['Bank', 'Branch', 'Account', 'Suffix'].entries()) {
    await account.getByRole('textbox', { name: label }).fill(parts[index] ?? '');
  }
  await main(page).getByRole('checkbox').check();
  await main(page).getByRole('button', { name: 'Request Refund' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Your Refund' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expectAlert(page, 'Refund Requested', 'Refunds can take up to 1 week to process.');
}

/** On the top-up page: a custom amount, Purchase, and the sandbox provider's page. */
export async function payByCard(page: Page, amount: string): Promise<string> {
  await main(page)
    .getByRole('textbox', { name: /^Custom amount/ })
    .fill(amount);
  await main(page).getByRole('button', { name: 'Purchase', exact: true }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\//);
  const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
  if (!reference) throw new Error(`No payment reference in ${page.url()}`);
  return reference;
}

/**
 * The sandbox provider's answer to `decision`, as the address it sends the customer back to,
 * without following it.
 */
export async function providerReturn(
  request: APIRequestContext,
  reference: string,
  decision: 'approve' | 'decline' | 'pending',
): Promise<URL> {
  const response = await request.post(`/payments/sandbox/${encodeURIComponent(reference)}`, {
    form: { decision },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return new URL(response.headers().location ?? '');
}

/**
 * From now on the server refuses every call to these paths with `status` and its error body: a
 * refusal that keeps the customer signed in (a 401 would sign them out).
 */
export async function refuseCalls(
  page: Page,
  paths: readonly string[],
  status: number,
  message: string,
): Promise<void> {
  for (const path of paths) {
    await page.route(`**${path}`, (route) =>
      route.fulfill({ status, json: { statusCode: status, error: 'Refused', message } }),
    );
  }
}

/** The customer signs out in another tab of the same browser, which drops the shared tokens. */
export async function signOutElsewhere(page: Page): Promise<void> {
  const other = await page.context().newPage();
  await other.goto('/home');
  await expect(other.getByRole('heading', { name: 'My Events' })).toBeVisible();
  await logout(other);
  await other.close();
}
