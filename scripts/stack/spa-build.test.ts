import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSpaStale, newestMtime } from './spa-build';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'spa-build-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function touch(relative: string, secondsAgo: number): Promise<void> {
  const path = join(root, relative);
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, 'x');
  const when = new Date(Date.now() - secondsAgo * 1000);
  await utimes(path, when, when);
}

describe('isSpaStale', () => {
  it('is stale when dist/index.html is missing', async () => {
    await touch('src/main.tsx', 100);
    expect(await isSpaStale(root)).toBe(true);
  });

  it('is fresh when the build is newer than every input', async () => {
    await touch('src/app/shell.tsx', 100);
    await touch('index.html', 100);
    await touch('public/manifest.json', 100);
    await touch('vite.config.ts', 100);
    await touch('dist/index.html', 10);
    expect(await isSpaStale(root)).toBe(false);
  });

  it('is stale when a nested source file changed after the build', async () => {
    await touch('dist/index.html', 50);
    await touch('src/deep/nested/screen.tsx', 5);
    expect(await isSpaStale(root)).toBe(true);
  });

  it('is stale when a statechart changed after the build', async () => {
    await touch('dist/index.html', 50);
    await touch('src/features/auth/chart/auth-machine.ts', 5);
    expect(await isSpaStale(root)).toBe(true);
  });

  it('ignores test files, which never reach the bundle', async () => {
    await touch('src/main.tsx', 100);
    await touch('dist/index.html', 50);
    await touch('src/main.test.tsx', 5);
    expect(await isSpaStale(root)).toBe(false);
  });
});

describe('newestMtime', () => {
  it('is 0 when nothing exists', async () => {
    expect(await newestMtime([join(root, 'missing')])).toBe(0);
  });
});
