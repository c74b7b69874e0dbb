// A cold signed-in /home on a slow network (issue #27): the customer's registrations are asked for
// by /home's early script while the app's scripts are still on their way, the app takes that
// answer instead of asking again, and fresh stored tokens need no identity library.
import type { Request } from '@playwright/test';
import { ENDPOINTS } from '../core/contracts/endpoints';
import { demoUser } from './support/demo-user';
import { signInWithTokens } from './support/sign-in';
import { expect, test } from './support/test';

const isCustomerCall = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === ENDPOINTS.customer.path;

test.describe('a cold signed-in /home @phone', () => {
  test('asks for the registrations before the app arrives, once, without the identity library', async ({
    page,
    request,
  }) => {
    await signInWithTokens(page, request, demoUser());
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The app's entry script is held back, as a festival network would.
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const customerCalls: Request[] = [];
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (isCustomerCall(sent)) customerCalls.push(sent);
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    const early = page.waitForResponse((response) => isCustomerCall(response.request()));
    await page.goto('/home', { waitUntil: 'commit' });
    // Sent and answered while the app cannot have run.
    expect((await early).status()).toBe(200);
    expect(customerCalls).toHaveLength(1);
    release();
    await expect(page.getByRole('main').getByTestId('registration-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(customerCalls).toHaveLength(1);
    expect(scripts.filter((path) => path.includes('cognito-identity'))).toEqual([]);
    expect(scripts.some((path) => path.includes('early-customer-call'))).toBe(true);
  });
});
