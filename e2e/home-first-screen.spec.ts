// A cold signed-in /home on a slow network (issue #27): the customer's registrations are asked for
// by /home's early script while the app's scripts are still on their way, the app takes that
// answer instead of asking again, and fresh stored tokens need no identity library.
import type { Page, Request } from '@playwright/test';
import { ENDPOINTS } from '../core/contracts/endpoints';
import { demoUser } from './support/demo-user';
import { BROWSER_CONNECTIONS, firstWave } from './support/first-wave';
import { signInWithTokens } from './support/sign-in';
import { expect, test } from './support/test';

const isCustomerCall = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === ENDPOINTS.customer.path;

function storedAccessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.accessToken'));
    return key ? localStorage.getItem(key) : null;
  });
}

test.describe('a cold signed-in /home @phone', () => {
  test("asks for its first screen in one wave: no more files than a browser's six connections", async ({
    request,
  }) => {
    const wave = firstWave(await (await request.get('/home')).text());
    expect(wave.some((path) => path.includes('early-customer-call'))).toBe(true);
    expect(wave.filter((path) => path.endsWith('.css'))).toHaveLength(1);
    expect(wave.length, wave.join('\n')).toBeLessThanOrEqual(BROWSER_CONNECTIONS);
  });

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

  test('with tokens near their end, leaves the call to the app, which refreshes them first', async ({
    page,
    request,
  }) => {
    await signInWithTokens(page, request, demoUser());
    // The identity library's clock measure says this device runs two hours behind: by it, the
    // stored tokens have expired, so neither the early script nor the app may use them. Set
    // before the page's first script, once; the token is kept to compare with what is sent.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e.staleToken') !== null) return;
      for (const key of Object.keys(localStorage)) {
        if (!key.endsWith('.accessToken')) continue;
        localStorage.setItem(key.replace(/accessToken$/, 'clockDrift'), '-7200');
        sessionStorage.setItem('e2e.staleToken', localStorage.getItem(key) ?? '');
      }
    });
    const customerCalls: Request[] = [];
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (isCustomerCall(sent)) customerCalls.push(sent);
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    await page.goto('/home');
    await expect(page.getByRole('main').getByTestId('registration-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(customerCalls).toHaveLength(1);
    const stale = await page.evaluate(() => sessionStorage.getItem('e2e.staleToken'));
    const refreshed = await storedAccessToken(page);
    expect(stale).toBeTruthy();
    expect(refreshed).not.toBe(stale);
    expect(customerCalls[0]?.headers().authorization).toBe(`Bearer ${refreshed}`);
    expect(scripts.some((path) => path.includes('cognito-identity'))).toBe(true);
  });
});
