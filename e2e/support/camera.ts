// Chromium's fake camera for the ticket scanner (spec §2 Ticket search, §5 Camera): a browser of
// its own whose camera plays a Y4M video, and a page in it shaped like the project's pages.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, BrowserType, TestInfo } from '@playwright/test';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';

const WIDTH = 640;
const HEIGHT = 480;

/** One row of a Code 128 symbol: 0 is a bar. */
async function barcodeRow(text: string): Promise<{ data: ArrayLike<number>; width: number }> {
  const require = createRequire(import.meta.url);
  const wasm = await readFile(require.resolve('zxing-wasm/writer/zxing_writer.wasm'));
  prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.length) },
    fireImmediately: true,
  });
  const { symbol, error } = await writeBarcode(text, { format: 'Code128' });
  if (error) throw new Error(`Cannot draw ${text}: ${error}`);
  return symbol;
}

/**
 * A Y4M video (the format Chromium's fake camera plays) of `text` as a Code 128 barcode, black
 * on white with quiet zones, like a ticket held up to the camera; with null, a blank sheet that
 * the scanner never reads.
 */
export async function barcodeVideo(text: string | null, path: string): Promise<void> {
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  if (text !== null) {
    const symbol = await barcodeRow(text);
    const scale = Math.floor((WIDTH - 80) / symbol.width);
    const left = Math.floor((WIDTH - symbol.width * scale) / 2);
    const top = Math.floor(HEIGHT / 2 - 90);
    for (let y = top; y < top + 180; y += 1) {
      for (let x = 0; x < symbol.width * scale; x += 1) {
        if (symbol.data[Math.floor(x / scale)] === 0) luma[y * WIDTH + left + x] = 16;
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(path, Buffer.concat([header, frame, frame, frame]));
}

/** A browser of its own whose camera plays `video`, launched as the project launches its own. */
export async function browserWithCamera(
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

/** A page of `browser` with the project's viewport and device, and these permissions. */
export async function cameraPage(browser: Browser, testInfo: TestInfo, permissions: string[]) {
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
