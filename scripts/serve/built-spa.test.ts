import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spaBuildProblem } from './built-spa';

describe('spaBuildProblem', () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'tapwallet-serve-'));
    await mkdir(join(root, 'src'));
    await writeFile(join(root, 'src', 'main.tsx'), 'export {};');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const build = async (at: Date) => {
    await mkdir(join(root, 'dist'), { recursive: true });
    await writeFile(join(root, 'dist', 'index.html'), '<!doctype html>');
    await utimes(join(root, 'dist', 'index.html'), at, at);
  };

  it('asks for a build when dist/ is missing', async () => {
    expect(await spaBuildProblem(root)).toMatch(/^dist\/ has no built app\. Run `npm run build`/);
  });

  it('asks for a build when a source is newer than dist/', async () => {
    await build(new Date(Date.now() - 60_000));
    expect(await spaBuildProblem(root)).toMatch(/^dist\/ is older than the sources/);
  });

  it('accepts a build newer than every source', async () => {
    await build(new Date(Date.now() + 60_000));
    expect(await spaBuildProblem(root)).toBeNull();
  });
});
