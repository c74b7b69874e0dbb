// The auth screens at phone width, and what the login page costs to load.
import { gzipSync } from 'node:zlib';
import type { Page, TestInfo } from '@playwright/test';
import { main, screenHeading } from './support/auth-pages';
import { expect, test } from './support/test';

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name} (${testInfo.project.name})`, { path, contentType: 'image/png' });
}

/** Nothing sticks out sideways, so the page never scrolls horizontally. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

async function expectInView(
  page: Page,
  names: { role: 'textbox' | 'button' | 'link'; name: string }[],
) {
  for (const { role, name } of names) {
    const element = main(page).getByRole(role, { name, exact: true });
    await element.scrollIntoViewIfNeeded();
    await expect(element).toBeInViewport();
  }
}

test.describe('auth screens @phone', () => {
  test('the login screen fits and keeps every control reachable', async ({ page }, testInfo) => {
    await page.goto('/login');
    await expect(screenHeading(page, 'Login')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectInView(page, [
      { role: 'textbox', name: 'Email' },
      { role: 'textbox', name: 'Password' },
      { role: 'button', name: 'Login' },
      { role: 'link', name: 'Reset Password' },
      { role: 'link', name: 'Create Account' },
      { role: 'button', name: 'Social Login' },
    ]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, testInfo, 'login');
  });

  test('the sign-up screen fits and keeps every control reachable', async ({ page }, testInfo) => {
    await page.goto('/signUp');
    await expect(screenHeading(page, 'Sign Up')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectInView(page, [
      { role: 'textbox', name: 'First Name' },
      { role: 'textbox', name: 'Last Name' },
      { role: 'textbox', name: 'Email' },
      { role: 'textbox', name: 'Password' },
      { role: 'link', name: 'Privacy Policy' },
      { role: 'link', name: 'Terms and Conditions' },
      { role: 'button', name: 'Create Account' },
    ]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, testInfo, 'sign-up');
  });
});

// Measured once, at desktop width.
test.describe('the login page @desktop', () => {
  // The budget of the scripts a signed-out visitor downloads to see /login (gzip, as served by a
  // compressing host). The identity library arrives only once they sign in.
  const BUDGET_BYTES = 200_000;

  test(`loads under ${BUDGET_BYTES / 1000} kB of gzipped JavaScript`, async ({
    page,
  }, testInfo) => {
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body).length);
    });
    await page.goto('/login');
    await expect(screenHeading(page, 'Login')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    const listing = [...scripts].map(([path, size]) => `${path} ${(size / 1000).toFixed(1)} kB`);
    testInfo.annotations.push({
      type: 'login JS (gzip)',
      description: `${(total / 1000).toFixed(1)} kB: ${listing.join(', ')}`,
    });
    console.log(`login JS (gzip): ${(total / 1000).toFixed(1)} kB\n  ${listing.join('\n  ')}`);
    expect(scripts.size).toBeGreaterThan(0);
    expect(total).toBeLessThan(BUDGET_BYTES);
  });
});
