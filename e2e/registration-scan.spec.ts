// Reading a ticket number with the camera (spec §2 Ticket search, §5 Camera, §9 scan delay) in
// Chromium against the real stack. Chromium's fake camera plays a video of a printed ticket
// barcode; the decoder's WebAssembly is the copy the stack serves, never a CDN's.
import type { Page } from '@playwright/test';
import { barcodeVideo, browserWithCamera, cameraPage } from './support/camera';
import { demoUser } from './support/demo-user';
import { signInWithTokens } from './support/sign-in';
import { expect, test } from './support/test';

function scanButton(page: Page) {
  return page.getByRole('main').getByRole('button', { name: 'Scan Ticket' });
}

const TICKET = 'BDO-300002';

test('reads a printed ticket barcode through the camera into the ticket number @phone', async ({
  playwright,
  request,
}, testInfo) => {
  const video = testInfo.outputPath('ticket.y4m');
  await barcodeVideo(TICKET, video);
  const browser = await browserWithCamera(playwright.chromium, testInfo, video);
  try {
    const { page } = await cameraPage(browser, testInfo, ['camera']);
    const wasmRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('.wasm')) wasmRequests.push(sent.url());
    });
    await signInWithTokens(page, request, demoUser());
    await page.goto('/event/register/ticket');
    await scanButton(page).click();
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Close Camera' }),
    ).toBeVisible();
    const path = testInfo.outputPath(`scanner-${testInfo.project.name}.png`);
    await page.locator('video').waitFor();
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`scanner (${testInfo.project.name})`, { path, contentType: 'image/png' });

    const ticketNumber = page.getByRole('main').getByRole('textbox', { name: 'Ticket Number' });
    await expect(ticketNumber).toHaveValue(TICKET, { timeout: 20_000 });
    // A read closes the camera.
    await expect(scanButton(page)).toBeVisible();
    const origin = new URL(page.url()).origin;
    expect(wasmRequests.length).toBeGreaterThan(0);
    for (const url of wasmRequests) expect(url.startsWith(`${origin}/assets/`)).toBe(true);
  } finally {
    await browser.close();
  }
});

test('alerts when camera permission is refused @phone', async ({
  playwright,
  request,
}, testInfo) => {
  const video = testInfo.outputPath('ticket.y4m');
  await barcodeVideo(TICKET, video);
  const browser = await browserWithCamera(playwright.chromium, testInfo, video);
  try {
    const { page, context } = await cameraPage(browser, testInfo, []);
    await context.clearPermissions();
    await signInWithTokens(page, request, demoUser());
    await page.goto('/event/register/ticket');
    await scanButton(page).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Please grant permission to use the camera to use this feature' }),
    ).toBeVisible();
    await expect(scanButton(page)).toBeVisible();
  } finally {
    await browser.close();
  }
});

test('alerts when there is no camera at all @phone', async ({ page, request }) => {
  await signInWithTokens(page, request, demoUser());
  await page.goto('/event/register/ticket');
  await scanButton(page).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Please grant permission to use the camera to use this feature' }),
  ).toBeVisible();
  await expect(scanButton(page)).toBeVisible();
});
