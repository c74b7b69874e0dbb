import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

// Everything Vite reads to produce dist/. Test files are left out: they never reach the bundle.
export const SPA_INPUTS = ['core', 'src', 'public', 'index.html', 'vite.config.ts'];

const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** Newest modification time (ms) among the files under `paths`; 0 when none exist. */
export async function newestMtime(paths: string[]): Promise<number> {
  let newest = 0;
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (!info) continue;
    if (info.isDirectory()) {
      const entries = await readdir(path);
      newest = Math.max(newest, await newestMtime(entries.map((entry) => join(path, entry))));
    } else if (!TEST_FILE.test(path)) {
      newest = Math.max(newest, info.mtimeMs);
    }
  }
  return newest;
}

/** True when dist/index.html is missing or older than any SPA input. */
export async function isSpaStale(root: string): Promise<boolean> {
  const built = await stat(join(root, 'dist', 'index.html')).catch(() => null);
  if (!built) return true;
  const newestInput = await newestMtime(SPA_INPUTS.map((input) => join(root, input)));
  return newestInput > built.mtimeMs;
}

/** Builds the SPA with Vite when it is stale; returns the build time in ms, or null if skipped. */
export async function ensureSpaBuilt(
  root: string,
  log: (line: string) => void,
): Promise<number | null> {
  if (!(await isSpaStale(root))) return null;
  log('Building the app…');
  const started = performance.now();
  // Loaded lazily: a start with a fresh dist/ should not pay for loading the bundler.
  const { build } = await import('vite');
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
  const took = performance.now() - started;
  log(`Built the app in ${(took / 1000).toFixed(1)} s`);
  return took;
}
