// The auth walk's steps for what a ticket's claim sends the session (spec §2 Ticket
// registration): the change of the customer's registrations, the session's refetch of them, and
// the registration chart's move to Home, which the router answers by hiding the flow and
// refreshing the list. Each claim is of a ticket of its own, at an event that has started, so
// the claimed registration lands on Home.
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ENDPOINTS } from '../../core/contracts/endpoints';
import { TICKET_CLAIM_NO_MATCH } from '../../core/domain/messages';
import { expectHome } from './auth-pages';
import type { Step, Walk } from './auth-walk';
import { outputMatch } from './operator';
import { admin } from './operator-command';
import { dialog, field } from './registration-walk';
import { expect } from './test';

/** A started event with one ticket made out to the walk's customer. */
async function startedEventTicket({ customer, testInfo }: Walk): Promise<string> {
  const id = randomUUID().slice(0, 6).toUpperCase();
  const ticket = `TK-${id}-1`;
  const eventId = outputMatch(
    await admin('event', 'create', '--name', `Claim Walk ${id}`, '--contract-code', `W${id}`),
    /Created event (\S+)/,
  );
  const csv = testInfo.outputPath(`claim-${id}.csv`);
  const holder = `${customer.givenName},${customer.familyName},${customer.email}`;
  await writeFile(
    csv,
    `number,first name,last name,e-mail,valid,online top-up allowed\n${ticket},${holder},yes,yes\n`,
  );
  await admin('tickets', 'import', eventId, csv);
  await admin('event', 'state', eventId, 'PUBLISHED');
  await admin('event', 'state', eventId, 'STARTED');
  return ticket;
}

export const CLAIM_STEPS: Readonly<Record<string, Step>> = {
  // The claim itself answers from the server; the registrations it changed are the session's
  // next fetch, which the walk holds until the path's step for its answer.
  'session.customer.changed': async (walk) => {
    const { page, customer } = walk;
    // A claim whose list could not be fetched left its 'no match' dialog open.
    if ((await dialog(page).count()) > 0) {
      await dialog(page).getByRole('button', { name: 'Close', exact: true }).click();
      await expect(dialog(page)).toHaveCount(0);
    }
    // The server knows the customer from an earlier sign-in, though this one's check failed.
    if (walk.path.steps.slice(0, walk.index).some((step) => step.label === 'profileLogin error')) {
      const response = await walk.request.post(ENDPOINTS.profileLogin.path, {
        headers: { authorization: await walk.authorization() },
        data: {
          firstName: customer.givenName,
          lastName: customer.familyName,
          email: customer.email,
          phone: '',
          locale: 'en',
        },
      });
      expect(response.ok(), await response.text()).toBe(true);
    }
    const ticket = await startedEventTicket(walk);
    await field(page, 'Ticket Number').fill(ticket);
    await field(page, 'First Name').fill(customer.givenName);
    await field(page, 'Last Name').fill(customer.familyName);
    await field(page, 'Email').fill(customer.email);
    await page.getByRole('main').getByRole('button', { name: 'Find Ticket' }).click();
    await dialog(page).getByRole('button', { name: 'Add Ticket' }).click();
    // Claimed: the session is fetching the list the claim changed, the chart waits for it.
    await expect(page.locator('[data-chart="auth"]')).toHaveAttribute('data-state', walk.to);
  },
  'fetchCustomer claimed': async ({ network }) => network.fetchCustomer.release(true),
  // The registration chart's own move once the list has the ticket: Home, whose visit hides the
  // flow and fetches the list again (held, like every fetch of the walk).
  'session.navigate home': async ({ page }) => expectHome(page),
};

/** The claimed ticket's registration cannot be shown while the list cannot be fetched. */
export async function expectClaimUnconfirmed(page: Page): Promise<void> {
  await expect(dialog(page).getByRole('heading', { name: TICKET_CLAIM_NO_MATCH })).toBeVisible();
}
