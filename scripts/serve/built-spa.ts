import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isSpaStale } from '../stack/spa-build';

/** Why dist/ cannot be served as it is, or null when it is built from the current sources. */
export async function spaBuildProblem(root: string): Promise<string | null> {
  if (!(await isSpaStale(root))) return null;
  const built = await stat(join(root, 'dist', 'index.html')).catch(() => null);
  return built
    ? 'dist/ is older than the sources (core, src, public, index.html, vite.config.ts). Run `npm run build` first; serve never builds.'
    : 'dist/ has no built app. Run `npm run build` first; serve never builds.';
}
