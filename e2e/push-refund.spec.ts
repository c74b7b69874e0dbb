// A refund paid by the operator reaches the customer as a real Web Push: the stack encrypts it for
// the subscription the customer's browser registered, and a push service started here (on
// loopback) receives it; the test decrypts it with the subscription's own keys.
import type { Page } from '@playwright/test';
import type { PushPayload } from '../core/contracts/push-payload';
import {
  createPushSubscriber,
  type LocalPushService,
  startLocalPushService,
} from '../server/push/testing/local-push-service';
import { lodgeRefundByApi } from './support/lodge-refund';
import { outputMatch, ticketHolder } from './support/operator';
import { admin } from './support/operator-command';
import { expect, test } from './support/test';

// This spec needs the service worker that playwright.config.ts blocks for the others.
test.use({ serviceWorkers: 'allow' });

/** The signed-in user's API token, as the SPA stored it (spec §6: access token locally). */
function storedAccessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.accessToken'));
    const token = key ? localStorage.getItem(key) : null;
    if (!token) throw new Error('not signed in');
    return token;
  });
}

let pushService: LocalPushService;
test.beforeAll(async () => {
  pushService = await startLocalPushService();
});
test.afterAll(async () => {
  await pushService.close();
});

test('a refund paid by the operator is pushed to the customer’s subscription @desktop', async ({
  page,
  request,
}, testInfo) => {
  // A ticket registered through the screens and six operator commands, each its own process.
  test.setTimeout(90_000);
  const { eventId, ticket, customer } = await ticketHolder(page, request, testInfo, {
    label: 'Push',
  });
  const headers = { authorization: `Bearer ${await storedAccessToken(page)}` };
  const subscriber = createPushSubscriber(pushService.newEndpoint());
  const registered = await request.post('/api/private/customer/push/register', {
    headers,
    data: subscriber.subscription,
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);

  await admin('event', 'state', eventId, 'STARTED');
  await admin('tap', 'topup', eventId, '--ticket', ticket, '--amount', '40', '--method', 'cash');
  await admin('event', 'state', eventId, 'FINISHED');

  const walletId = await lodgeRefundByApi(request, headers, {
    email: customer.email,
    eventId,
    ticket,
  });

  const reference = outputMatch(await admin('refund', 'batch', 'close', eventId), /(RF-[0-9A-F]+)/);
  await admin('refund', 'pay', reference);

  const message = await pushService.nextMessage(subscriber.subscription.endpoint, 15_000);
  expect(message.headers['content-encoding']).toBe('aes128gcm');
  const payload = JSON.parse(subscriber.decrypt(message.body)) as PushPayload;
  expect(payload.title).toBe('Refund Paid');
  expect(payload.body).toContain('$37.50');
  expect(payload.url).toBe(`/event/wallet?walletId=${walletId}&eventId=${eventId}`);
});
