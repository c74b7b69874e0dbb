// Home asks for notification permission (spec §1) only while the customer has not opted out of
// notifications on My Profile (spec §3 Profile).
import type { Page } from '@playwright/test';
import { confirmedCustomer } from './support/identity-users';
import { signInWithTokens } from './support/sign-in';
import { expect, test } from './support/test';

// This spec needs the service worker that playwright.config.ts blocks for the others.
test.use({ serviceWorkers: 'allow' });

declare global {
  interface Window {
    permissionRequests: number;
  }
}

/** Each page load counts the permission prompts; the browser's own answer is left undecided. */
async function countPermissionRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.permissionRequests = 0;
    Object.defineProperty(Notification, 'permission', { configurable: true, get: () => 'default' });
    Notification.requestPermission = () => {
      window.permissionRequests += 1;
      return Promise.resolve('default');
    };
  });
}

const permissionRequests = (page: Page) => page.evaluate(() => window.permissionRequests);

/** Home has its events: the private API the prompt would go with is loaded and answered. */
async function homeLoaded(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'My Events' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading your events' })).toHaveCount(0);
  // A frame and a task more, for the effects of that render to have run.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

test('Home never asks a customer who opted out of notifications', async ({ page, request }) => {
  await countPermissionRequests(page);
  const customer = await confirmedCustomer(request, 'push-opt-out');
  await signInWithTokens(page, request, customer);

  // Not opted out, Home asks: the count sees a prompt.
  await page.goto('/home');
  await expect.poll(() => permissionRequests(page)).toBe(1);

  await page.getByRole('main').getByRole('link', { name: 'My Profile' }).click();
  await page.getByRole('checkbox', { name: 'Opt out of notifications' }).check();
  const saved = page.waitForResponse('**/api/private/profile/update');
  await page.getByRole('main').getByRole('button', { name: 'Update Profile' }).click();
  expect((await saved).ok()).toBe(true);

  await page.getByRole('main').getByRole('button', { name: 'Back' }).click();
  await homeLoaded(page);
  expect(await permissionRequests(page)).toBe(1);

  await page.reload();
  await homeLoaded(page);
  expect(await permissionRequests(page)).toBe(0);
});
