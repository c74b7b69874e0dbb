// The ticket search's model steps (registrationModels.ticket) as the customer takes them in the
// browser, and the ticket each path searches for: an event of its own with one ticket made out
// to a new customer, whose profile prefills the form. The model types its ticket number padded
// (' TCK-1001 '), and so does the walk with its own number.
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ENDPOINTS } from '../../core/contracts/endpoints';
import {
  CAMERA_PERMISSION_REQUIRED,
  TICKET_CHECKLIST,
  TICKET_CLAIM_FAILED,
  TICKET_CLAIM_NO_MATCH,
  ticketDialog,
} from '../../core/domain/messages';
import type { ModelPath } from '../../test-support/charts/model-paths';
import { main } from './auth-pages';
import { confirmedCustomer } from './identity-users';
import { outputMatch } from './operator';
import { admin } from './operator-command';
import {
  back,
  blankLastName,
  button,
  CHART,
  closeDialog,
  dialog,
  exhaustRegistrationLimit,
  field,
  type Step,
  takes,
  type Walk,
  watchAuthorization,
} from './registration-walk';
import { signInWithTokens } from './sign-in';
import { expect } from './test';

export interface TicketPlan {
  id: string;
  ticket: string;
  eventName: string;
}

export interface TicketWalk extends Walk {
  ticket: string;
  authorization: () => Promise<string>;
  /** The ticket's row as imported, so the operator can import it again changed. */
  importTicket: (valid: boolean) => Promise<void>;
  typedNumber: boolean;
  blankLastName: boolean;
  claimAnswer: Promise<number> | null;
}

/** The ticket a path searches for; the camera's video needs its number before the page exists. */
export function planTicket(): TicketPlan {
  const id = randomUUID().slice(0, 6).toUpperCase();
  return { id, ticket: `TK-${id}-1`, eventName: `Ticket Walk ${id}` };
}

// The statuses the walk can have the server answer, by the ticket row it imports.
const ARRANGED: Record<string, { valid: boolean; online: boolean }> = {
  'findRegistration done FOUND_VALID': { valid: true, online: true },
  'findRegistration done FOUND_INVALID': { valid: false, online: true },
  'findRegistration done FOUND_ONLINE_TOPUP_DISABLED': { valid: true, online: false },
};

function arrangedTicket(path: ModelPath) {
  const found = path.steps.filter((step) => step.label.startsWith('findRegistration done'));
  const labels = [...new Set(found.map((step) => step.label))];
  if (labels.length > 1) throw new Error(`One ticket cannot answer ${labels.join(' and ')}`);
  const label = labels[0] ?? 'findRegistration done FOUND_VALID';
  const row = ARRANGED[label];
  if (!row) throw new Error(`The walk cannot have the server answer "${label}"`);
  return row;
}

/**
 * The path's event (published, or started when the claim is to land on Home) and ticket, the
 * customer signed in on the ticket search with the form prefilled.
 */
export async function openTicketSearch(
  page: Page,
  walk: Pick<Walk, 'request' | 'testInfo' | 'path'>,
  { id, ticket, eventName }: TicketPlan,
): Promise<TicketWalk> {
  const { request, testInfo, path } = walk;
  const customer = await confirmedCustomer(request, 'ticketwalk');
  const eventId = outputMatch(
    await admin('event', 'create', '--name', eventName, '--contract-code', `T${id}`),
    /Created event (\S+)/,
  );
  const csv = testInfo.outputPath(`tickets-${id}.csv`);
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  const importTicket = async (valid: boolean, online = true) => {
    const holder = `${customer.givenName},${customer.familyName},${customer.email}`;
    await writeFile(
      csv,
      `number,first name,last name,e-mail,valid,online top-up allowed\n${ticket},${holder},${yesNo(valid)},${yesNo(online)}\n`,
    );
    await admin('tickets', 'import', eventId, csv);
  };
  const { valid, online } = arrangedTicket(path);
  await importTicket(valid, online);
  await admin('event', 'state', eventId, 'PUBLISHED');
  if (takes(path, 'customer loaded event started')) {
    await admin('event', 'state', eventId, 'STARTED');
  }

  const authorization = watchAuthorization(page);
  await signInWithTokens(page, request, customer);
  await page.goto('/event/register/ticket');
  await expect(page.locator(`[data-chart="${CHART}"]`)).toHaveAttribute(
    'data-state',
    'editing.idle',
  );
  await expect(field(page, 'Email')).toHaveValue(customer.email);
  await expect(field(page, 'Last Name')).toHaveValue(customer.familyName);
  return {
    ...walk,
    page,
    next: undefined,
    state: 'editing.idle',
    customer,
    eventId,
    eventName,
    ticket,
    authorization,
    importTicket: (stillValid) => importTicket(stillValid),
    typedNumber: false,
    blankLastName: false,
    claimAnswer: null,
  };
}

/** After the claim the session fetches the customer once: this path's answer to that fetch. */
async function interceptCustomer(walk: TicketWalk): Promise<void> {
  const { page, path, ticket } = walk;
  const url = `**${ENDPOINTS.customer.path}`;
  if (takes(path, 'customer failed')) {
    // No server refuses this call on demand: the network drops it, as a lost connection would.
    await page.route(url, (route) => route.abort('internetdisconnected'), { times: 1 });
  }
  if (takes(path, 'customer loaded without claim')) {
    // The server always lists a claim it has just made; the walk takes its real answer and
    // leaves the claimed ticket out, as a list read before the claim would.
    await page.route(
      url,
      async (route) => {
        const response = await route.fetch();
        const customer = await response.json();
        customer.eventRegistrationList = customer.eventRegistrationList.filter(
          (registration: { ticketNumber: string | null }) => registration.ticketNumber !== ticket,
        );
        await route.fulfill({ response, json: customer });
      },
      { times: 1 },
    );
  }
}

async function expectInvalid(walk: TicketWalk): Promise<void> {
  const { page } = walk;
  await expect(dialog(page)).toHaveCount(0);
  const expectMessage = async (message: string, shown: boolean) =>
    expect(main(page).getByText(message)).toHaveCount(shown ? 1 : 0);
  await expectMessage('Ticket Number is required', !walk.typedNumber);
  await expectMessage('Last Name is required', walk.blankLastName);
  await expectMessage('First Name is required', false);
}

function expectFound(status: string): Step<TicketWalk> {
  return async ({ page, eventName }) => {
    const shown = dialog(page);
    const { title, body, canAdd } = ticketDialog(status);
    await expect(shown.getByRole('heading', { name: title })).toBeVisible();
    await expect(shown.getByText(body)).toBeVisible();
    await expect(shown.getByText(eventName)).toBeVisible();
    await expect(shown.getByRole('button', { name: 'Add Ticket' })).toHaveCount(canAdd ? 1 : 0);
    for (const item of TICKET_CHECKLIST) {
      await expect(shown.getByText(item)).toHaveCount(canAdd ? 0 : 1);
    }
  };
}

async function expectNoMatch(page: Page, detail: string | null): Promise<void> {
  const shown = dialog(page);
  await expect(shown.getByRole('heading', { name: TICKET_CLAIM_NO_MATCH })).toBeVisible();
  if (detail) await expect(shown).toContainText(detail);
  await expect(shown.getByRole('button', { name: 'Add Ticket' })).toHaveCount(0);
}

export const TICKET_STEPS: Record<string, Step<TicketWalk>> = {
  'edit ticket number': async (walk) => {
    await field(walk.page, 'Ticket Number').fill(` ${walk.ticket} `);
    await expect(field(walk.page, 'Ticket Number')).toHaveValue(` ${walk.ticket} `);
    walk.typedNumber = true;
  },
  'edit blank last name': async (walk) => {
    await blankLastName(walk.page);
    walk.blankLastName = true;
  },
  'open camera': async ({ page, next }) => {
    await button(page, 'Scan Ticket').click();
    if (next === 'close camera') await expect(button(page, 'Close Camera')).toBeVisible();
  },
  'close camera': async ({ page }) => {
    await button(page, 'Close Camera').click();
    await expect(button(page, 'Scan Ticket')).toBeVisible();
    await expect(main(page).locator('video')).toHaveCount(0);
  },
  'scan ticket': async (walk) => {
    await expect(field(walk.page, 'Ticket Number')).toHaveValue(walk.ticket, { timeout: 20_000 });
    await expect(button(walk.page, 'Scan Ticket')).toBeVisible();
    walk.typedNumber = true;
  },
  'deny camera': async ({ page }) => {
    await expect(
      page.getByRole('alert').filter({ hasText: CAMERA_PERMISSION_REQUIRED }),
    ).toBeVisible();
    await expect(button(page, 'Scan Ticket')).toBeVisible();
  },
  find: async (walk) => {
    const { page, next } = walk;
    if (next === 'findRegistration error')
      await exhaustRegistrationLimit(walk, await walk.authorization());
    await button(page, 'Find Ticket').click();
    if (walk.state === 'editing.idle') await expectInvalid(walk);
  },
  'findRegistration error': async ({ page }) => {
    const shown = dialog(page);
    await expect(
      shown.getByRole('heading', { name: 'Unable to Search for Your Ticket' }),
    ).toBeVisible();
    // The server's refusal as the app words a failed call: 'status : message'.
    await expect(shown).toContainText(/429 : Rate limit exceeded/);
  },
  ...Object.fromEntries(
    Object.keys(ARRANGED).map((label) => [label, expectFound(label.split(' ').at(-1) ?? '')]),
  ),
  claim: async (walk) => {
    const { page, next } = walk;
    if (next === 'claimRegistration error') await walk.importTicket(false);
    else await interceptCustomer(walk);
    const answered = page.waitForResponse((response) =>
      response.url().endsWith(ENDPOINTS.ticketClaim.path),
    );
    walk.claimAnswer = answered.then((response) => response.status());
    await dialog(page).getByRole('button', { name: 'Add Ticket' }).click();
  },
  'claimRegistration error': async (walk) => {
    expect(await walk.claimAnswer).toBe(409);
    const shown = dialog(walk.page);
    await expect(shown.getByRole('heading', { name: TICKET_CLAIM_FAILED })).toBeVisible();
    await expect(shown).toContainText('409 : Ticket is no longer valid');
  },
  'claimRegistration done': async (walk) => {
    expect(await walk.claimAnswer).toBe(200);
  },
  'customer loaded event ahead': async ({ page }) => {
    await expect(page).toHaveURL(/\/event\/wallet\/payment\?registration=[\w-]+$/);
    await expect(page.getByTestId('top-up-balance')).toHaveText('$0.00');
  },
  'customer loaded event started': async ({ page, eventName, ticket }) => {
    await expect(page).toHaveURL(/\/home$/);
    const card = page.getByTestId('registration-card').filter({ hasText: eventName });
    await expect(card).toContainText(`Ticket No: ${ticket}`);
  },
  'customer loaded without claim': async ({ page }) => expectNoMatch(page, null),
  'customer failed': async ({ page }) => expectNoMatch(page, 'Network Error'),
  'close dialog': async ({ page }) => closeDialog(page),
  back: async ({ page }) => back(page),
};
