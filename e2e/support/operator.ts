// The operator's side of a wallet spec: the operator CLI's commands against the stack under
// test, which holds the database and runs them (DATA_DIR/operator.json names its operator
// channel); and a fresh ticket holder made with them, so a test owns its event, ticket, customer
// and wallet.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { TICKET_ADDED } from '../../core/domain/messages';
import { main } from './auth-pages';
import { type Customer, confirmedCustomer } from './identity-users';
import { admin, dataDirOfStack } from './operator-command';
import { signInWithTokens } from './sign-in';
import { expect } from './test';

/** The real `npm run admin -- <argv>` process; resolves with its output, rejects when it exits non-zero. */
export function adminCli(...argv: string[]): Promise<string> {
  const dataDir = dataDirOfStack();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...argv], {
      // The embedded database of the stack under test, whatever the caller's shell points at.
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`admin ${argv.join(' ')} exited ${code}:\n${output}`));
    });
  });
}

/** The first group of `pattern` in a command's output. */
export function outputMatch(output: string, pattern: RegExp): string {
  const found = pattern.exec(output)?.[1];
  if (!found) throw new Error(`No ${pattern} in:\n${output}`);
  return found;
}

export interface TicketHolder {
  customer: Customer;
  eventId: string;
  eventName: string;
  ticket: string;
}

export interface TicketHolderOptions {
  currency?: string;
  /** For names: the test's own words, e.g. 'Lifecycle'. */
  label: string;
  /** The event's name, when the test is about the name; made unique like the default. */
  eventName?: string;
}

/**
 * A published event with the usual rate card ($4.00 activation, 5% card fee, $2.50 refund fee)
 * and one ticket, claimed in the browser by a new customer, who is left on the top-up page with
 * that registration selected.
 */
export async function ticketHolder(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  { currency = 'NZD', label, eventName: name }: TicketHolderOptions,
): Promise<TicketHolder> {
  const id = randomUUID().slice(0, 6).toUpperCase();
  const eventName = `${name ?? `${label} Fest`} ${id}`;
  const ticket = `TK-${id}-1`;
  const customer = await confirmedCustomer(request, label.toLowerCase());
  const eventId = outputMatch(
    await admin(
      'event',
      'create',
      '--name',
      eventName,
      '--contract-code',
      `C${id}`,
      '--currency',
      currency,
      '--activation-fee',
      '4.00',
      '--card-fee',
      '5',
      '--refund-fee',
      '2.50',
    ),
    /Created event (\S+)/,
  );
  const csv = testInfo.outputPath(`tickets-${id}.csv`);
  await writeFile(
    csv,
    `number,first name,last name,e-mail,valid,online top-up allowed\n${ticket},${customer.givenName},${customer.familyName},${customer.email},yes,yes\n`,
  );
  await admin('tickets', 'import', eventId, csv);
  await admin('event', 'state', eventId, 'PUBLISHED');

  await signInWithTokens(page, request, customer);
  await page.goto('/event/register/ticket');
  await main(page).getByRole('textbox', { name: 'Ticket Number', exact: true }).fill(ticket);
  await main(page).getByRole('button', { name: 'Find Ticket' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add Ticket' }).click();
  await expect(page).toHaveURL(/\/event\/wallet\/payment\?registration=[\w-]+$/);
  await expect(page.getByTestId('top-up-balance')).toHaveText('$0.00');
  await dismissAlert(page, TICKET_ADDED.title);
  return { customer, eventId, eventName, ticket };
}

/** From Home, the holder's wallet page, once its transactions have loaded. */
export async function openWalletFromHome(page: Page, eventName: string): Promise<void> {
  await page.goto('/home');
  await page.getByTestId('registration-card').filter({ hasText: eventName }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  await expect(
    main(page)
      .getByRole('table', { name: 'Transactions' })
      .or(main(page).getByText(/no transactions/)),
  ).toBeVisible();
}

/**
 * Closes the outcome alert with its Dismiss button, as a customer who wants what lies under it
 * does: on a phone the alerts sit at the bottom, over the form's button, and a pointer resting on
 * an alert holds it open.
 */
export async function dismissAlert(page: Page, title: string): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: title });
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveCount(0);
}
