// The pushes a purchase tap sends (DESIGN §8 Notifications), as real Web Push: the stack encrypts
// them for the subscription the customer registered, a push service started here on loopback
// receives them, and the test decrypts them with the subscription's own keys. A tap's pushes are
// sent before the operator's command answers (the stack awaits its listener), so the messages
// counted after a command are all it will ever send for that tap.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ENDPOINTS } from '../core/contracts/endpoints';
import type { PushPayload } from '../core/contracts/push-payload';
import {
  LOW_BALANCE_ALERT_LABEL,
  LOW_BALANCE_ALERT_OPTED_OUT,
} from '../core/domain/low-balance-alert';
import { PROFILE_UPDATED } from '../core/domain/messages';
import {
  LOW_BALANCE_NOTICE_TITLE,
  lowBalanceNoticeText,
  PURCHASE_NOTICE_TITLE,
  purchaseNoticeText,
} from '../core/domain/money-notices';
import {
  createPushSubscriber,
  type LocalPushService,
  type PushSubscriber,
  startLocalPushService,
} from '../server/push/testing/local-push-service';
import { main } from './support/auth-pages';
import { ticketHolder } from './support/operator';
import { admin } from './support/operator-command';
import { expect, test } from './support/test';

// Home's permission prompt and the pushes need the service worker playwright.config.ts blocks.
test.use({ serviceWorkers: 'allow' });

let pushService: LocalPushService;
test.beforeAll(async () => {
  pushService = await startLocalPushService();
});
test.afterAll(async () => {
  await pushService.close();
});

/** The signed-in customer's API token, as the SPA stored it (spec §6: access token locally). */
function storedAccessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.accessToken'));
    const token = key ? localStorage.getItem(key) : null;
    if (!token) throw new Error('not signed in');
    return token;
  });
}

/** A subscription of the customer's, registered as the SPA registers its browser's. */
async function subscribe(page: Page): Promise<PushSubscriber> {
  const subscriber = createPushSubscriber(pushService.newEndpoint());
  const registered = await page.request.post('/api/private/customer/push/register', {
    headers: { authorization: `Bearer ${await storedAccessToken(page)}` },
    data: subscriber.subscription,
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  return subscriber;
}

/** Every push the subscription has received so far, decrypted, oldest first. */
function pushesTo(subscriber: PushSubscriber): PushPayload[] {
  const path = new URL(subscriber.subscription.endpoint).pathname;
  return pushService.received
    .filter((message) => message.path === path)
    .map((message) => JSON.parse(subscriber.decrypt(message.body)) as PushPayload);
}

const PROMPTS = 'e2e.permissionRequests';

/**
 * Counts the permission prompts of every page load in the tab (kept in sessionStorage); the
 * browser's own answer is left undecided.
 */
async function countPermissionRequests(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    Object.defineProperty(Notification, 'permission', { configurable: true, get: () => 'default' });
    Notification.requestPermission = () => {
      sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? '0') + 1));
      return Promise.resolve('default');
    };
  }, PROMPTS);
}

const permissionRequests = (page: Page) =>
  page.evaluate((key) => Number(sessionStorage.getItem(key) ?? '0'), PROMPTS);

/** Home has its events: the private API the prompt would go with is loaded and answered. */
async function homeLoaded(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/home$/);
  await expect(main(page).getByRole('heading', { name: 'My Events' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading your events' })).toHaveCount(0);
  // A frame and a task more, for the effects of that render to have run.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

const field = (page: Page, label: string) =>
  main(page).getByRole('textbox', { name: label, exact: true });

/** Saves the profile page as it stands, once each of `calls` has answered. */
async function saveProfile(page: Page, calls: readonly string[]): Promise<void> {
  const answers = calls.map((path) =>
    page.waitForResponse((response) => new URL(response.url()).pathname === path),
  );
  const button = main(page).getByRole('button', { name: 'Update Profile', exact: true });
  await button.click();
  for (const answer of await Promise.all(answers)) expect(answer.ok()).toBe(true);
  await expect(button).toBeEnabled();
  await expect(page.getByRole('alert').filter({ hasText: PROFILE_UPDATED })).toBeVisible();
}

const PROFILE_AND_LEVEL = [ENDPOINTS.profileUpdate.path, ENDPOINTS.lowBalance.path];
const PROFILE_ONLY = [ENDPOINTS.profileUpdate.path];

async function openProfile(page: Page): Promise<void> {
  await page.goto('/profile');
  await expect(field(page, LOW_BALANCE_ALERT_LABEL)).toBeEnabled();
}

/** The event running with the holder's wallet topped up at the cash desk. */
async function startWithBalance(eventId: string, ticket: string, amount: string): Promise<void> {
  await admin('event', 'state', eventId, 'STARTED');
  await admin('tap', 'topup', eventId, '--ticket', ticket, '--amount', amount, '--method', 'cash');
}

function tapPurchase(eventId: string, ticket: string, amount: string, reference: string) {
  return admin(
    'tap',
    'purchase',
    eventId,
    '--ticket',
    ticket,
    '--amount',
    amount,
    '--vendor',
    'Bar 3',
    '--reference',
    reference,
  );
}

test('a purchase tap pushes once to a subscribed customer, and a fall below their Profile level once more @desktop', async ({
  page,
  request,
}, testInfo) => {
  // A ticket registered through the screens and a handful of operator commands.
  test.setTimeout(90_000);
  const { eventId, eventName, ticket } = await ticketHolder(page, request, testInfo, {
    label: 'Purchase',
  });
  const subscriber = await subscribe(page);

  // The level, picked on Profile.
  await openProfile(page);
  await field(page, LOW_BALANCE_ALERT_LABEL).fill('40');
  await saveProfile(page, PROFILE_AND_LEVEL);
  await expect(field(page, LOW_BALANCE_ALERT_LABEL)).toHaveValue('40.00');
  await page.reload();
  await expect(field(page, LOW_BALANCE_ALERT_LABEL)).toHaveValue('40.00');

  await startWithBalance(eventId, ticket, '49.35');
  expect(pushesTo(subscriber)).toEqual([]);

  // $49.35 less $7.25 stays above the $40.00 level: the purchase alone.
  const reference = `BAR3-${randomUUID().slice(0, 8)}`;
  await tapPurchase(eventId, ticket, '7.25', `${reference}-1`);
  const [purchase, ...more] = pushesTo(subscriber);
  expect(more).toEqual([]);
  expect(purchase?.title).toBe(PURCHASE_NOTICE_TITLE);
  expect(purchase?.body).toBe('$7.25 at Bar 3 — balance $42.10');
  expect(purchase?.body).toBe(purchaseNoticeText(725, 'Bar 3', 4210));
  expect(purchase?.url).toMatch(
    new RegExp(`^/event/wallet\\?walletId=[\\w-]+&eventId=${eventId}$`),
  );

  // The reader sends the same tap again: recorded once, told once.
  await tapPurchase(eventId, ticket, '7.25', `${reference}-1`);
  expect(pushesTo(subscriber)).toHaveLength(1);

  // $42.10 less $2.50 falls below $40.00: the purchase, and the level's alert.
  await tapPurchase(eventId, ticket, '2.50', `${reference}-2`);
  expect(pushesTo(subscriber).slice(1)).toEqual([
    expect.objectContaining({
      title: PURCHASE_NOTICE_TITLE,
      body: purchaseNoticeText(250, 'Bar 3', 3960),
    }),
    expect.objectContaining({
      title: LOW_BALANCE_NOTICE_TITLE,
      body: lowBalanceNoticeText(eventName, 3960, 4000),
    }),
  ]);

  // Already below it, the next purchase does not alert again.
  await tapPurchase(eventId, ticket, '1.00', `${reference}-3`);
  expect(pushesTo(subscriber).slice(3)).toEqual([
    expect.objectContaining({ body: purchaseNoticeText(100, 'Bar 3', 3860) }),
  ]);
});

test('a customer who opted out is never asked for permission and gets no push for a purchase @desktop', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await countPermissionRequests(page);
  const { eventId, ticket } = await ticketHolder(page, request, testInfo, {
    label: 'OptOut',
  });
  // A browser subscribed before the customer opted out: the opt-out alone must keep it quiet.
  const subscriber = await subscribe(page);

  // A level picked, then notifications turned off: the level is kept but out of reach.
  await openProfile(page);
  await field(page, LOW_BALANCE_ALERT_LABEL).fill('40');
  await saveProfile(page, PROFILE_AND_LEVEL);
  await main(page).getByRole('checkbox', { name: 'Opt out of notifications' }).check();
  await expect(field(page, LOW_BALANCE_ALERT_LABEL)).toBeDisabled();
  await expect(main(page).getByText(LOW_BALANCE_ALERT_OPTED_OUT)).toBeVisible();
  await saveProfile(page, PROFILE_ONLY);
  await page.reload();
  await expect(field(page, LOW_BALANCE_ALERT_LABEL)).toHaveValue('40.00');
  await expect(field(page, LOW_BALANCE_ALERT_LABEL)).toBeDisabled();

  await page.goto('/home');
  await homeLoaded(page);

  // $42.10 then $37.10: the second would cross the level, were the customer not opted out.
  const reference = `BAR3-${randomUUID().slice(0, 8)}`;
  await startWithBalance(eventId, ticket, '49.35');
  await tapPurchase(eventId, ticket, '7.25', `${reference}-1`);
  await tapPurchase(eventId, ticket, '5.00', `${reference}-2`);
  expect(pushesTo(subscriber)).toEqual([]);

  // Home, loaded afresh, still never asks.
  await page.reload();
  await homeLoaded(page);
  expect(await permissionRequests(page)).toBe(0);
});
