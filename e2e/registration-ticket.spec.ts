// Finding and claiming an event ticket (spec §2 Ticket search, §4, §8 Ticket dialogs) in Chromium
// against the real stack, with the seed's free tickets (server/db/demo-data.ts).
import type { Page, TestInfo } from '@playwright/test';
import type { TicketStatus } from '../core/domain/ticket-status';
import { DEMO_FREE_TICKETS } from '../server/db/demo-data';
import { expectNoAxeViolations } from './support/axe';
import { demoUser } from './support/demo-user';
import { confirmedCustomer } from './support/identity-users';
import { signInWithTokens } from './support/sign-in';
import { expect, test } from './support/test';

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name} (${testInfo.project.name})`, { path, contentType: 'image/png' });
}

function field(page: Page, label: string) {
  return page.getByRole('main').getByRole('textbox', { name: label, exact: true });
}

function ticketNumber(status: TicketStatus): string {
  const ticket = DEMO_FREE_TICKETS.find((candidate) => candidate.status === status);
  if (!ticket) throw new Error(`The seed has no ${status} ticket`);
  return ticket.number;
}

async function find(page: Page, number: string) {
  await field(page, 'Ticket Number').fill(number);
  await page.getByRole('main').getByRole('button', { name: 'Find Ticket' }).click();
  return page.getByRole('dialog');
}

const CHECKLIST = [
  'The ticket number matches the number printed on your ticket',
  'Your first and last name match the name of the ticket holder',
  'Your email matches the email used to purchase the ticket',
];

async function expectFailing(page: Page, number: string, title: string) {
  const dialog = await find(page, number);
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  for (const item of CHECKLIST) await expect(dialog.getByText(item)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add Ticket' })).toHaveCount(0);
  await expectNoAxeViolations(page, `the '${title}' dialog`, '[role="dialog"]');
  return dialog;
}

async function close(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

// spec §8, word for word.
const FAILING: [TicketStatus, string][] = [
  ['FOUND_ONLINE_TOPUP_DISABLED', 'Online Top Up Not Available'],
  ['FOUND_INVALID', 'Ticket Found Invalid'],
  ['FOUND_CLAIMED', 'Ticket Already Claimed'],
  ['FOUND_MISMATCH', 'Ticket Mismatch'],
  ['FOUND_TOO_MANY', 'Ticket Not Unique'],
];

// The seed issues its tickets to the demo customer, whose details prefill the form. Searches are
// limited per customer, so the demo customer's run once per stack.
test('@desktop every failing ticket status gets its dialog, with the checklist', async ({
  page,
  request,
}, testInfo) => {
  await signInWithTokens(page, request, demoUser());
  await page.goto('/event/register/ticket');
  await expect(field(page, 'Email')).toHaveValue(demoUser().email);
  for (const [status, title] of FAILING) {
    await expectFailing(page, ticketNumber(status), title);
    if (status === 'FOUND_MISMATCH') await screenshot(page, testInfo, 'ticket-mismatch');
    await close(page);
  }
  await expectFailing(page, `NONE-${Date.now()}`, 'Event Ticket Not Found');
});

// Claims the seed's one valid ticket, so it runs once per stack.
test('@desktop the demo customer adds a valid ticket and goes on to top up', async ({
  page,
  request,
}, testInfo) => {
  await signInWithTokens(page, request, demoUser());
  await page.goto('/event/register/ticket');
  await expect(field(page, 'Email')).toHaveValue(demoUser().email);
  const dialog = await find(page, ticketNumber('FOUND_VALID'));
  await expect(dialog.getByRole('heading', { name: "We've Found Your Ticket!" })).toBeVisible();
  await expect(dialog.getByText('Beach Day Out')).toBeVisible();
  await screenshot(page, testInfo, 'ticket-found');
  await dialog.getByRole('button', { name: 'Add Ticket' }).click();
  // Beach Day Out is before the event (PUBLISHED), so the claim leads to online top up.
  await expect(page).toHaveURL(/\/event\/wallet\/payment\?registration=[\w-]+$/);

  await page.goto('/home');
  const card = page.getByTestId('registration-card').filter({ hasText: 'Beach Day Out' });
  await expect(card.getByTestId('card-banner')).toHaveText('ONLINE TOP UP AVAILABLE');
  await expect(card).toContainText(`Ticket No: ${ticketNumber('FOUND_VALID')}`);
});

test('@phone a new customer finds an invalid and a claimed ticket on a phone', async ({
  page,
  request,
}, testInfo) => {
  const customer = await confirmedCustomer(request, 'ticket-phone');
  await signInWithTokens(page, request, customer);
  await page.goto('/event/register/ticket');
  // Prefilled from the profile (spec §5).
  await expect(field(page, 'First Name')).toHaveValue(customer.givenName);
  await expect(field(page, 'Last Name')).toHaveValue(customer.familyName);
  await expect(field(page, 'Email')).toHaveValue(customer.email);
  await screenshot(page, testInfo, 'ticket-form');
  const dialog = await expectFailing(page, ticketNumber('FOUND_INVALID'), 'Ticket Found Invalid');
  await expect(dialog.getByText('Ticket is no longer valid')).toBeVisible();
  await screenshot(page, testInfo, 'ticket-invalid');
  await close(page);
  await expectFailing(page, ticketNumber('FOUND_CLAIMED'), 'Ticket Already Claimed');
});

test('requires every field', async ({ page, request }) => {
  const customer = await confirmedCustomer(request, 'ticket-fields');
  await signInWithTokens(page, request, customer);
  await page.goto('/event/register/ticket');
  await expect(field(page, 'First Name')).toHaveValue(customer.givenName);
  await field(page, 'Email').fill('');
  await page.getByRole('main').getByRole('button', { name: 'Find Ticket' }).click();
  await expect(page.getByText('Ticket Number is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
