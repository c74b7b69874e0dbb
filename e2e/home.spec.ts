// Home (spec §2) in Chromium against the real stack: the demo customer's registrations as cards,
// where a card leads, the help panel, the two ways in, the offline warning and the background
// image of each width band (spec §9).
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type { Customer, EventRegistration } from '../core/contracts/customer-contract';
import { cardBanner } from '../core/domain/card-banner';
import { formatMoney } from '../core/domain/money';
import { balanceCents, formatTagDisplayNumber } from '../core/domain/registration';
import { demoUser } from './support/demo-user';
import { confirmedCustomer } from './support/identity-users';
import { signInWithTokens } from './support/sign-in';
import { expect, test } from './support/test';

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name} (${testInfo.project.name})`, { path, contentType: 'image/png' });
}

function cards(page: Page) {
  return page.getByRole('main').getByTestId('registration-card');
}

function card(page: Page, eventName: string) {
  return cards(page).filter({ hasText: eventName });
}

function helpToggle(page: Page) {
  return page.getByRole('button', { name: 'How Does it Work?' });
}

/** The customer as the API answers it, with the token the page signed in with. */
async function apiCustomer(page: Page, request: APIRequestContext): Promise<Customer> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.accessToken'));
    return key ? localStorage.getItem(key) : null;
  });
  const response = await request.post('/api/private/customer', {
    headers: { authorization: `Bearer ${token}` },
    data: { returning: false },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Customer;
}

async function openHome(page: Page, request: APIRequestContext) {
  await signInWithTokens(page, request, demoUser());
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'My Events' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
}

test.describe('the demo customer', () => {
  test('sees one card per registration whose event is not archived', async ({
    page,
    request,
  }, testInfo) => {
    await openHome(page, request);
    await expect(page.getByText('Hi Demo!')).toBeVisible();
    // Rows no other spec can change: event states move only through the operator CLI, and
    // these refund states are final or not yet open.
    for (const [event, banner] of [
      ['Summer Sounds', 'Event In Progress'],
      ['Winter Beats', 'Refund Not Open'],
      ['Sunset Sessions', 'Refund Paid'],
      ['Midwinter Carnival', 'Refund Closed'],
      ['Spring Fling', 'Event Draft'],
    ]) {
      await expect(card(page, event as string).getByTestId('card-banner')).toHaveText(
        banner as string,
      );
    }
    await expect(card(page, 'Glow Festival 2024')).toHaveCount(0);

    // Every card shows what the API holds for its registration.
    const listed = (await apiCustomer(page, request)).eventRegistrationList.filter(
      (registration) => registration.event.state !== 'ARCHIVED',
    );
    await expect(cards(page)).toHaveCount(listed.length);
    for (const registration of listed) {
      const shown = card(page, registration.event.name);
      await expect(shown.getByTestId('card-banner')).toHaveText(
        cardBanner(registration, new Date()).text,
      );
      await expect(shown).toContainText(`Balance: ${formatMoney(balanceCents(registration))}`);
      if (registration.uid) {
        await expect(shown).toContainText(`Tag No: ${formatTagDisplayNumber(registration.uid)}`);
      } else if (registration.ticketNumber) {
        await expect(shown).toContainText(`Ticket No: ${registration.ticketNumber}`);
      }
    }
    // Live events first, then open refunds, then closed ones.
    const group: Record<string, number> = { DRAFT: 0, PUBLISHED: 0, STARTED: 0, FINISHED: 1 };
    const shownGroups = (await cards(page).allTextContents()).map((text) => {
      const registration = listed.find(({ event }) => text.includes(event.name));
      return group[registration?.event.state ?? ''] ?? 2;
    });
    expect(shownGroups).toEqual([...shownGroups].sort());
    expect(new Set(shownGroups).size).toBeGreaterThan(1);
    await expect(helpToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await screenshot(page, testInfo, 'home');
  });

  test('opens the wallet of a card, or online top up for an unfunded ticket before the event', async ({
    page,
    request,
  }) => {
    await openHome(page, request);
    await card(page, 'Sunset Sessions').click();
    await expect(page).toHaveURL(/\/event\/wallet\?registration=[\w-]+$/);

    await page.goto('/home');
    const unfunded = (await apiCustomer(page, request)).eventRegistrationList.find(
      (registration: EventRegistration) =>
        registration.event.state === 'PUBLISHED' &&
        registration.walletBalance === 0 &&
        registration.ticketNumber,
    );
    expect(unfunded, 'the seed has an unfunded ticket before its event').toBeDefined();
    await card(page, (unfunded as EventRegistration).event.name).click();
    await expect(page).toHaveURL(/\/event\/wallet\/payment\?registration=[\w-]+$/);
  });

  test('reaches the profile', async ({ page, request }) => {
    await openHome(page, request);
    await page.getByRole('link', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  });

  test("warns 'Working Offline' when the customer fetch fails", async ({ page, request }) => {
    await page.route('**/api/private/customer', (route) => route.abort('internetdisconnected'));
    await signInWithTokens(page, request, demoUser());
    await page.goto('/home');
    await expect(
      page.getByText('Working Offline - unable to connect to the server please try again later'),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('@desktop shows the background image of each width band (spec §9)', async ({
    page,
    request,
  }) => {
    // The seed's events have no images, so the API's answer gets the three sizes added to each,
    // whichever card Home puts first.
    await page.route('**/api/private/customer', async (route) => {
      const response = await route.fetch();
      const customer = (await response.json()) as Customer;
      for (const registration of customer.eventRegistrationList) {
        registration.eventAssetList = ['small', 'medium', 'large'].map((size) => ({
          url: `/icons/icon-192.png?${size}`,
          kind: `background-${size}`,
        }));
      }
      await route.fulfill({ response, json: customer });
    });
    await openHome(page, request);
    const background = cards(page).first().getByTestId('card-background');
    const image = () => background.evaluate((element) => getComputedStyle(element).backgroundImage);
    for (const [width, size] of [
      [375, 'small'],
      [1024, 'small'],
      [1025, 'medium'],
      [1920, 'medium'],
      [1921, 'large'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(image, { message: `${width} px` }).toContain(`icon-192.png?${size}`);
    }
  });
});

test.describe('a new customer', () => {
  test('finds the help open and no events yet', async ({ page, request }, testInfo) => {
    const customer = await confirmedCustomer(request, 'home');
    await signInWithTokens(page, request, customer);
    await page.goto('/home');
    await expect(page.getByText('You have not registered for any events yet.')).toBeVisible();
    await expect(helpToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/Register your event ticket/)).toBeVisible();
    await helpToggle(page).click();
    await expect(helpToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await helpToggle(page).click();
    await screenshot(page, testInfo, 'home-new-customer');
  });

  test('@phone gets started from the bottom sheet', async ({ page, request }, testInfo) => {
    const customer = await confirmedCustomer(request, 'sheet');
    await signInWithTokens(page, request, customer);
    await page.goto('/home');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: "I'M GOING TO AN EVENT" })).toBeHidden();
    await main.getByRole('button', { name: 'Get Started' }).click();
    const sheet = page.getByRole('dialog', { name: 'Get Started' });
    await expect(sheet.getByRole('link', { name: 'I NEED A REFUND' })).toBeVisible();
    await screenshot(page, testInfo, 'home-get-started');
    await sheet.getByRole('link', { name: "I'M GOING TO AN EVENT" }).click();
    await expect(page).toHaveURL(/\/event\/register\/ticket$/);
  });

  test('@desktop goes straight to either way in', async ({ page, request }) => {
    const customer = await confirmedCustomer(request, 'ways');
    await signInWithTokens(page, request, customer);
    await page.goto('/home');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Get Started' })).toBeHidden();
    await main.getByRole('link', { name: 'I NEED A REFUND' }).click();
    await expect(page).toHaveURL(/\/event\/register\/tag$/);
    await page.goBack();
    await main.getByRole('link', { name: "I'M GOING TO AN EVENT" }).click();
    await expect(page).toHaveURL(/\/event\/register\/ticket$/);
  });
});
