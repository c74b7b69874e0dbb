// Reading a ticket number with the camera (spec §2 Ticket search, §5 Camera, §9 scan delay) in
// Chromium against the real stack. Chromium's fake camera plays a video of a printed ticket
// barcode; the decoder's WebAssembly is the copy the stack serves, never a CDN's.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, BrowserType, Page, TestInfo } from '@playwright/test';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';
import { demoUser } from './support/demo-user';
import { signInWithTokens } from './support/sign-in';
import { expect, test } from './support/test';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A Y4M video (the format Chromium's fake camera plays) of `text` as a Code 128 barcode, black
 * on white with quiet zones, like a ticket held up to the camera.
 */
async function barcodeVideo(text: string, path: string): Promise<void> {
  const require = createRequire(import.meta.url);
  const wasm = await readFile(require.resolve('zxing-wasm/writer/zxing_writer.wasm'));
  prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.length) },
    fireImmediately: true,
  });
  const { symbol, error } = await writeBarcode(text, { format: 'Code128' });
  if (error) throw new Error(`Cannot draw ${text}: ${error}`);
  const scale = Math.floor((WIDTH - 80) / symbol.width);
  const left = Math.floor((WIDTH - symbol.width * scale) / 2);
  const top = Math.floor(HEIGHT / 2 - 90);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = top; y < top + 180; y += 1) {
    for (let x = 0; x < symbol.width * scale; x += 1) {
      // The symbol's first row holds the bars of a linear code: 0 is a bar.
      if (symbol.data[Math.floor(x / scale)] === 0) luma[y * WIDTH + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(path, Buffer.concat([header, frame, frame, frame]));
}

/** A browser of its own whose camera plays `video`, launched as the project launches its own. */
async function browserWithCamera(
  browserType: BrowserType,
  testInfo: TestInfo,
  video: string,
): Promise<Browser> {
  const base = testInfo.project.use.launchOptions ?? {};
  return browserType.launch({
    ...base,
    args: [
      ...(base.args ?? []),
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

async function ticketPage(browser: Browser, testInfo: TestInfo, permissions: string[]) {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL } =
    testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
    baseURL: process.env.E2E_BASE_URL ?? baseURL,
    permissions,
  });
  const page = await context.newPage();
  return { context, page };
}

function scanButton(page: Page) {
  return page.getByRole('main').getByRole('button', { name: 'Scan Ticket' });
}

const TICKET = 'BDO-300002';

test('reads a printed ticket barcode through the camera into the ticket number', async ({
  playwright,
  request,
}, testInfo) => {
  const video = testInfo.outputPath('ticket.y4m');
  await barcodeVideo(TICKET, video);
  const browser = await browserWithCamera(playwright.chromium, testInfo, video);
  try {
    const { page } = await ticketPage(browser, testInfo, ['camera']);
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

test('alerts when camera permission is refused', async ({ playwright, request }, testInfo) => {
  const video = testInfo.outputPath('ticket.y4m');
  await barcodeVideo(TICKET, video);
  const browser = await browserWithCamera(playwright.chromium, testInfo, video);
  try {
    const { page, context } = await ticketPage(browser, testInfo, []);
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

test('alerts when there is no camera at all', async ({ page, request }) => {
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
