// The scanner's JavaScript and the WebAssembly we serve must come from the same zxing-wasm build:
// the glue code calls into the module by position, so a mismatch fails only on a phone.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

const fromHere = createRequire(import.meta.url);

describe('scanner WebAssembly', () => {
  it('is the build the scanner’s decoder expects', async () => {
    // Resolved the way the scanner resolves its decoder, and the way scanner-wasm.ts imports it.
    const scanner = createRequire(fromHere.resolve('@yudiel/react-qr-scanner'));
    const detectorEntry = scanner.resolve('barcode-detector/ponyfill');
    const detector = createRequire(detectorEntry);
    const theirs = detector.resolve('zxing-wasm/reader/zxing_reader.wasm');
    const ours = fromHere.resolve('zxing-wasm/reader/zxing_reader.wasm');
    expect(ours).toBe(theirs);

    const { ZXING_WASM_SHA256 } = (await import(detectorEntry)) as { ZXING_WASM_SHA256: string };
    const digest = createHash('sha256')
      .update(await readFile(ours))
      .digest('hex');
    expect(digest).toBe(ZXING_WASM_SHA256);
    expect(dirname(ours)).toMatch(/zxing-wasm[/\\]dist[/\\]reader$/);
  });
});
