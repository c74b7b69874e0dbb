import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

describe('precompressDirectory', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies of every text asset, nested ones too, and leaves images alone', async () => {
    const script = 'export const answer = 42;\n'.repeat(200);
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>TapWallet</title>');
    await writeFile(join(dir, 'manifest.webmanifest'), '{"name":"TapWallet"}');
    await writeFile(join(dir, 'assets', 'index-abc.js'), script);
    await writeFile(join(dir, 'assets', 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

    await precompressDirectory(dir);

    const compressed = join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(await readFile(`${compressed}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${compressed}.gz`)).toString()).toBe(script);
    expect((await readFile(`${compressed}.br`)).length).toBeLessThan(script.length / 10);
    expect((await readdir(dir)).sort()).toEqual([
      'assets',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'manifest.webmanifest',
      'manifest.webmanifest.br',
      'manifest.webmanifest.gz',
    ]);
    expect((await readdir(join(dir, 'assets'))).sort()).toEqual([
      'icon.png',
      'index-abc.js',
      'index-abc.js.br',
      'index-abc.js.gz',
    ]);
  });
});
