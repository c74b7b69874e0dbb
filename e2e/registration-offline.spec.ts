// Offline (a reload served by the service worker, no server to answer), the ticket search says
// so instead of a 'required' error under each field the profile would have filled.
import type { Page } from '@playwright/test';
import { CUSTOMER_OFFLINE } from '../core/domain/messages';
import { demoUser } from './support/demo-user';
import { signInWithTokens } from './support/sign-in';
import { expect, test } from './support/test';

// This spec needs the service worker that playwright.config.ts blocks for the others.
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker is active, then reloads so that it controls the page. */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/service-worker\.js$/);
}

test('offline, the ticket search says it is working offline, with no required errors', async ({
  page,
  context,
  request,
}) => {
  await signInWithTokens(page, request, demoUser());
  await page.goto('/event/register/ticket');
  await underServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  const main = page.getByRole('main');
  await expect(main.getByText(CUSTOMER_OFFLINE)).toBeVisible();
  await main.getByRole('textbox', { name: 'Ticket Number', exact: true }).fill('HLF-100001');
  const find = main.getByRole('button', { name: 'Find Ticket' });
  await expect(find).toBeDisabled();
  await main.getByRole('textbox', { name: 'Ticket Number', exact: true }).press('Enter');
  await expect(main.getByText(/is required/)).toHaveCount(0);
  await context.setOffline(false);
});
