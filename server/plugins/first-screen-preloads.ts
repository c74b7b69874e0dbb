// A cold first screen on a slow network pays a round trip for every wave of scripts (issue #27).
// The build lists, per address, the scripts and style sheets its first screen imports beside the
// entry (scripts/build/first-screen-preloads.ts); the page of that address asks for them at once.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Written next to index.html by the build. */
export const FIRST_SCREENS_FILE = 'first-screens.json';

export interface FirstScreenPreloads {
  /** Scripts, as paths from the site's root. */
  scripts: string[];
  /** Style sheets, as paths from the site's root. */
  styles: string[];
  /** The early script that sends the screen's first call (src/early), if it has one. */
  early?: string;
}

export type FirstScreens = Record<string, FirstScreenPreloads>;

const ASSET_PATH = /^\/assets\/[\w.-]+\.(js|css)$/;

/** The build's list; none when it wrote none (a build from before it, or a test's files). */
export async function readFirstScreens(staticDir: string): Promise<FirstScreens> {
  const text = await readFile(path.join(staticDir, FIRST_SCREENS_FILE), 'utf8').catch(() => null);
  return text === null ? {} : (JSON.parse(text) as FirstScreens);
}

/** What the page at `pathname` preloads, if its first screen is listed. */
export function firstScreenOf(
  screens: FirstScreens,
  pathname: string,
): FirstScreenPreloads | undefined {
  return Object.hasOwn(screens, pathname) ? screens[pathname] : undefined;
}

/**
 * The page with its first screen's preloads at the end of its head, led by its early script (drawn by
 * `earlyScript`) when it has one and the server sends early calls; unchanged without any.
 */
export function withFirstScreenPreloads(
  html: string,
  preloads: FirstScreenPreloads | undefined,
  earlyScript?: (src: string) => string,
) {
  if (!preloads) return html;
  // Only the build's own asset paths go into the page, whatever the file says.
  const early =
    earlyScript && preloads.early && ASSET_PATH.test(preloads.early)
      ? [earlyScript(preloads.early)]
      : [];
  const links = [
    ...early,
    ...preloads.scripts
      .filter((href) => ASSET_PATH.test(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...preloads.styles
      .filter((href) => ASSET_PATH.test(href))
      .map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ];
  return links.length === 0 ? html : html.replace('</head>', `${links.join('')}</head>`);
}
