// Refund reminders that arrive once (DESIGN §8 Reminders), as real Web Push to a push service
// started here on loopback and decrypted with the subscription's own keys (as push-refund.spec.ts).
//
// The server sweeps for due reminders when it starts and every five minutes after
// (server/push/refund-reminders.ts); nothing the operator does sends one at once. So this spec
// runs a stack of its own and restarts it (same DATA_DIR and address) where the run's shared
// stack would wait for its next sweep: each start is a sweep, and stopping a stack waits for a
// sweep in progress, so after a stop everything that sweep sent has been delivered. A push for a
// paid or cancelled refund goes as the operator's command runs.
//
// Customer C holds a balance at an event whose refunds the operator opens while it runs, then
// sets to close within three days, then C lodges refunds that are voided and paid. Customer O,
// at an event of their own treated alike, ticked "Opt out of notifications": never asked for
// permission on Home, the wallet or the refund page, and never reminded.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import dayjs from 'dayjs';
import type { PushPayload } from '../core/contracts/push-payload';
import { refundsCloseText } from '../core/domain/refund-close';
import { freePort } from '../scripts/stack/ports';
import {
  createPushSubscriber,
  type LocalPushService,
  type PushSubscriber,
  startLocalPushService,
} from '../server/push/testing/local-push-service';
import { main } from './support/auth-pages';
import type { Customer } from './support/identity-users';
import { lodgeRefundByApi } from './support/lodge-refund';
import {
  openWalletFromHome,
  outputMatch,
  type TicketHolder,
  ticketHolder,
} from './support/operator';
import { adminAt } from './support/operator-command';
import { identityTokens } from './support/sign-in';
import { type RunningStack, startStack } from './support/stack-process';
import { expect, test } from './support/test';

// The permission prompt needs the service worker that playwright.config.ts blocks for the others.
test.use({ serviceWorkers: 'allow' });

declare global {
  interface Window {
    permissionRequests: number;
  }
}

let pushService: LocalPushService;
let stack: RunningStack;
let dataDir = '';
let port = 0;
const runEnv = { baseURL: process.env.E2E_BASE_URL, dataDir: process.env.E2E_DATA_DIR };

// The shared helpers (ticketHolder, admin) reach the stack named in the environment: this
// spec's own, until it ends.
function aimHelpersAt(running: RunningStack): void {
  process.env.E2E_BASE_URL = running.baseURL;
  process.env.E2E_DATA_DIR = running.dataDir;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  pushService = await startLocalPushService();
  dataDir = await mkdtemp(join(tmpdir(), 'tapwallet-reminders-'));
  port = await freePort();
  stack = await startStack({ root: process.cwd(), dataDir, port });
  aimHelpersAt(stack);
});

test.afterAll(async () => {
  process.env.E2E_BASE_URL = runEnv.baseURL;
  process.env.E2E_DATA_DIR = runEnv.dataDir;
  await stack?.stop();
  await pushService?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Stops the stack (its sweep in progress finishes first) and starts it again: a sweep. */
async function restart(): Promise<void> {
  await stack.stop();
  stack = await startStack({ root: process.cwd(), dataDir, port });
  aimHelpersAt(stack);
}

const admin = (...argv: string[]) => adminAt(stack.dataDir, ...argv);

async function bearer(request: APIRequestContext, customer: Customer) {
  const { AccessToken } = await identityTokens(request, customer);
  return { authorization: `Bearer ${AccessToken}` };
}

/** A subscription at the local push service, registered for the customer as a browser would. */
async function subscribed(request: APIRequestContext, customer: Customer) {
  const subscriber = createPushSubscriber(pushService.newEndpoint());
  const registered = await request.post('/api/private/customer/push/register', {
    headers: await bearer(request, customer),
    data: subscriber.subscription,
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  return subscriber;
}

/** Every push that reached the subscriber so far, decrypted: title and body. */
function pushesTo(subscriber: PushSubscriber): PushPayload[] {
  const path = new URL(subscriber.subscription.endpoint).pathname;
  return pushService.received
    .filter((message) => message.path === path)
    .map((message) => JSON.parse(subscriber.decrypt(message.body)) as PushPayload);
}

/** The next push to the subscriber, waited for (polling the push service), decrypted. */
async function nextPush(subscriber: PushSubscriber): Promise<PushPayload> {
  const message = await pushService.nextMessage(subscriber.subscription.endpoint, 30_000);
  return JSON.parse(subscriber.decrypt(message.body)) as PushPayload;
}

/** The holder's event under way with $40 on the ticket, its refunds opened early. */
async function balanceWithRefundsOpen({ eventId, ticket }: TicketHolder): Promise<void> {
  await admin('event', 'state', eventId, 'STARTED');
  await admin('tap', 'topup', eventId, '--ticket', ticket, '--amount', '40', '--method', 'cash');
  await admin('event', 'refunds', 'open', eventId);
}

/**
 * A page of its own for each customer, on this spec's stack, closed once done with. Each load
 * counts the permission prompts; the browser's own answer is left undecided.
 */
async function customerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.permissionRequests = 0;
    Object.defineProperty(Notification, 'permission', { configurable: true, get: () => 'default' });
    Notification.requestPermission = () => {
      window.permissionRequests += 1;
      return Promise.resolve('default');
    };
  });
  return page;
}

const permissionRequests = (page: Page) => page.evaluate(() => window.permissionRequests);

/** A frame and a task more, for the effects of the last render to have run. */
const settled = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );

async function lodge(
  request: APIRequestContext,
  { customer, eventId, ticket }: TicketHolder,
): Promise<void> {
  await lodgeRefundByApi(request, await bearer(request, customer), {
    email: customer.email,
    eventId,
    ticket,
  });
}

test('each refund reminder arrives once, and never to an opted-out customer @phone', async ({
  request,
  browser,
}, testInfo) => {
  // Five starts of a stack of its own and some thirty operator commands on a shared machine.
  test.setTimeout(600_000);
  // C's page has done its part once the ticket is claimed: left open, it would call a stack
  // this test keeps restarting.
  const pageC = await customerPage(browser);
  const c = await ticketHolder(pageC, request, testInfo, { label: 'Remind' });
  await pageC.context().close();
  const subscriberC = await subscribed(request, c.customer);

  const optedOut = await customerPage(browser);
  const o = await ticketHolder(optedOut, request, testInfo, { label: 'Quiet' });
  const subscriberO = await subscribed(request, o.customer);

  await test.step('O opts out on My Profile: Home asked before, never after', async () => {
    await optedOut.goto('/home');
    await expect.poll(() => permissionRequests(optedOut)).toBe(1);
    await main(optedOut).getByRole('link', { name: 'My Profile' }).click();
    await optedOut.getByRole('checkbox', { name: 'Opt out of notifications' }).check();
    const saved = optedOut.waitForResponse('**/api/private/profile/update');
    await main(optedOut).getByRole('button', { name: 'Update Profile' }).click();
    expect((await saved).ok()).toBe(true);
  });

  await test.step('operator opens refunds while both events run: no push yet', async () => {
    await balanceWithRefundsOpen(c);
    await balanceWithRefundsOpen(o);
    expect(pushesTo(subscriberC)).toEqual([]);
  });

  await test.step('O is not asked for permission on the wallet or the refund page', async () => {
    await openWalletFromHome(optedOut, o.eventName);
    await settled(optedOut);
    expect(await permissionRequests(optedOut)).toBe(0);
    // The wallet's own address, loaded afresh.
    await optedOut.reload();
    await expect(
      main(optedOut).getByRole('heading', { level: 1, name: o.eventName }),
    ).toBeVisible();
    await settled(optedOut);
    expect(await permissionRequests(optedOut)).toBe(0);
    await main(optedOut).getByRole('link', { name: 'Lodge Wallet Refund' }).click();
    await expect(
      main(optedOut).getByRole('heading', { level: 1, name: 'Request a Refund' }),
    ).toBeVisible();
    await optedOut.reload();
    await expect(
      main(optedOut).getByRole('heading', { level: 1, name: 'Request a Refund' }),
    ).toBeVisible();
    await settled(optedOut);
    expect(await permissionRequests(optedOut)).toBe(0);
    await optedOut.context().close();
  });

  await test.step('the next sweep (a restart) tells C refunds are open', async () => {
    await restart();
    const opened = await nextPush(subscriberC);
    expect(opened.title).toBe('Refunds Open');
    expect(opened.body).toContain(c.eventName);
  });

  const closeAt = dayjs().add(2, 'day').hour(12).minute(0).second(0).millisecond(0);
  await test.step('opened again and closing within 3 days: only the closing reminder', async () => {
    // The operator's opening again (refused or not) and a close time: C has lodged nothing.
    await admin('event', 'refunds', 'open', c.eventId).catch((error: Error) => {
      testInfo.annotations.push({ type: 'refunds open again', description: error.message });
    });
    for (const { eventId } of [c, o]) {
      await admin('event', 'refunds', 'close-at', eventId, closeAt.toISOString());
    }
    await restart();
    const closing = await nextPush(subscriberC);
    expect(closing.title).toBe('Refunds Closing Soon');
    expect(closing.body).toContain(c.eventName);
    expect(closing.body).toContain(refundsCloseText(closeAt.toDate()));
  });

  await test.step('voided: the Cancelled push; restarted: no reminder again', async () => {
    await lodge(request, c);
    const reference = outputMatch(await admin('refund', 'list', c.eventId), /(RF-[0-9A-F]+)/);
    await admin('refund', 'void', reference);
    expect((await nextPush(subscriberC)).title).toBe('Refund Cancelled');
    // The operator voiding it again changes nothing, and tells nobody.
    expect(await admin('refund', 'void', reference)).toMatch(/already void; nothing changed/);
    // Cancelled, C holds the balance and has no refund lodged again: both reminders would be
    // due had they not gone already. The stop waits for the start's sweep, so it has all arrived.
    await restart();
    await stack.stop();
    expect(pushesTo(subscriberC).map((push) => push.title)).toEqual([
      'Refunds Open',
      'Refunds Closing Soon',
      'Refund Cancelled',
    ]);
    stack = await startStack({ root: process.cwd(), dataDir, port });
    aimHelpersAt(stack);
  });

  await test.step('paid: one push, none for the command repeated', async () => {
    await lodge(request, c);
    const closed = await admin('refund', 'batch', 'close', c.eventId);
    const reference = outputMatch(closed, /(RF-[0-9A-F]+)/);
    await admin('refund', 'pay', reference);
    const payment = await nextPush(subscriberC);
    expect(payment.title).toBe('Refund Paid');
    expect(payment.body).toContain('$37.50');
    expect(await admin('refund', 'pay', reference)).toMatch(/already paid; nothing changed/);
    testInfo.annotations.push({
      type: 'refund list after void and pay',
      description: await admin('refund', 'list', c.eventId),
    });
    await stack.stop();
    expect(pushesTo(subscriberC).map((push) => push.title)).toEqual([
      'Refunds Open',
      'Refunds Closing Soon',
      'Refund Cancelled',
      'Refund Paid',
    ]);
    expect(pushesTo(subscriberO)).toEqual([]);
  });
});
