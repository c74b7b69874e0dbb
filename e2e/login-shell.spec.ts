// A cold /login on a slow network: index.html's own login form takes typing before the app's
// scripts arrive, and the app's login screen carries on with what was typed (issue #27).
import { expectNoAxeViolations } from './support/axe';
import { BROWSER_CONNECTIONS, firstWave } from './support/first-wave';
import { expect, test } from './support/test';

test.describe('login before the app has arrived @phone', () => {
  test("asks for the app's login screen in the page's one wave", async ({ request }) => {
    const wave = firstWave(await (await request.get('/login')).text());
    expect(wave.some((path) => /\/auth-screens-[^/]+\.js$/.test(path))).toBe(true);
    expect(wave.length, wave.join('\n')).toBeLessThanOrEqual(BROWSER_CONNECTIONS);
  });

  test('what was typed into the first screen is kept, and the caret stays in its field', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The app's entry script is held back, as a festival network would.
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    await page.goto('/login', { waitUntil: 'commit' });
    const first = page.locator('#boot-login');
    // The app's login screen is asked for with the page, not once the entry has run: on a
    // festival network that was another round trip (2.3 s) with a loader and nowhere to type.
    await expect
      .poll(() => scripts.some((path) => /\/auth-screens-[^/]+\.js$/.test(path)))
      .toBe(true);
    await expect(first.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(first.getByRole('button', { name: 'Login' })).toBeDisabled();
    await expectNoAxeViolations(page, "index.html's login form");
    // The same typeface before and after the app takes over (src/app/theme.ts's fontFamily).
    const bootFont = await first.evaluate((element) => getComputedStyle(element).fontFamily);
    const bootHeaderFont = await page
      .locator('.boot-header')
      .evaluate((element) => getComputedStyle(element).fontFamily);
    await first.getByRole('textbox', { name: 'Email' }).pressSequentially('ann@example.com');
    await first.getByLabel('Password').pressSequentially('Secret-');

    release();
    await expect(page.locator('[data-auth-screen="signIn"]')).toBeVisible();
    await expect(first).toHaveCount(0);
    await page.keyboard.type('pass-1');
    const main = page.getByRole('main');
    const appFont = await main.evaluate((element) => getComputedStyle(element).fontFamily);
    expect(bootFont).toBe(appFont);
    expect(bootHeaderFont).toBe(appFont);
    await expect(main.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
      'ann@example.com',
    );
    await expect(main.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(
      'Secret-pass-1',
    );
    await main.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Unable to login' })).toBeVisible();
  });
});
