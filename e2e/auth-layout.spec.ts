// The auth screens at phone width, and what the login page costs to load.
import { gzipSync } from 'node:zlib';
import type { Page, Response, TestInfo } from '@playwright/test';
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
  test("the hosted sign-in page is ours: it fits a phone, in the app's colours", async ({
    page,
  }, testInfo) => {
    await page.goto('/login');
    await main(page).getByRole('button', { name: 'Social Login' }).click();
    await expect(page).toHaveURL(/\/identity\/oauth2\/authorize\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'TapWallet' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    for (const field of [page.getByLabel('Username'), page.getByLabel('Password')]) {
      await expect(field).toBeInViewport();
    }
    const button = page.getByRole('button', { name: 'Sign in' });
    await expect(button).toBeInViewport();
    await expect(button).toHaveCSS('background-color', 'rgb(0, 119, 105)');
    await screenshot(page, testInfo, 'hosted-sign-in');
  });

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
  // What a signed-out visitor downloads to see /login, gzipped as a compressing host sends it
  // (measured here from the loaded bytes, so it holds whatever the server does). The identity
  // library and every signed-in screen arrive only later.
  const JS_BUDGET_BYTES = 150_000;
  const CSS_BUDGET_BYTES = 20_000;

  test(`loads within ${JS_BUDGET_BYTES / 1000} kB of gzipped JavaScript and ${CSS_BUDGET_BYTES / 1000} kB of gzipped CSS`, async ({
    page,
  }, testInfo) => {
    const loaded: Promise<LoadedFile>[] = [];
    page.on('response', (response) => loaded.push(measure(response)));
    await page.goto('/login');
    await expect(screenHeading(page, 'Login')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(loaded);
    const scripts = files.filter((file) => file.type === 'script');
    const styles = files.filter((file) => file.type === 'stylesheet');
    const js = sum(scripts, 'gzip');
    const css = sum(styles, 'gzip');
    const report = [
      `login JS (gzip): ${kB(js)}, CSS (gzip): ${kB(css)}, transferred: ${kB(sum(files, 'transferred'))} in ${files.length} responses`,
      ...[...scripts, ...styles].map((file) => `  ${file.path} ${kB(file.gzip)}`),
    ].join('\n');
    testInfo.annotations.push({ type: 'login page weight', description: report });
    console.log(report);
    expect(scripts.length).toBeGreaterThan(0);
    expect(styles.length).toBeGreaterThan(0);
    expect(js, report).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    expect(css, report).toBeLessThanOrEqual(CSS_BUDGET_BYTES);
  });
});

interface LoadedFile {
  path: string;
  type: string;
  /** The decoded body, gzipped. */
  gzip: number;
  /** Headers and body as they crossed the network (compressed if the server compressed). */
  transferred: number;
}

async function measure(response: Response): Promise<LoadedFile> {
  const request = response.request();
  const body = await response.body().catch(() => Buffer.alloc(0));
  const sizes = await request.sizes();
  return {
    path: new URL(response.url()).pathname,
    type: request.resourceType(),
    gzip: gzipSync(body).length,
    transferred: sizes.responseHeadersSize + sizes.responseBodySize,
  };
}

function sum(files: LoadedFile[], key: 'gzip' | 'transferred'): number {
  return files.reduce((total, file) => total + file[key], 0);
}

function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
