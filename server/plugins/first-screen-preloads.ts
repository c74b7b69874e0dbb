// The addresses that open on a known first screen get that screen's code announced in index.html
// (<link rel="modulepreload"> and its stylesheets), so it loads beside the entry instead of a
// round trip after it. The build lists each screen's files in dist/first-screens.json
// (scripts/build/first-screens.ts). A guess that turns out wrong (signed out on /home) costs some
// bandwidth, never correctness: the app still imports what it needs.

export const SCREENS = ['signedOut', 'home'] as const;
export type Screen = (typeof SCREENS)[number];

export interface ScreenFiles {
  scripts: string[];
  styles: string[];
}
export type FirstScreens = Record<Screen, ScreenFiles>;

// Spec §2's addresses, matched case-insensitively as the router does.
const SCREEN_OF_PATH: ReadonlyArray<readonly [RegExp, Screen]> = [
  [/^\/(login|signup|forgotpassword|newpassword|confirmsignup|oauth\/login)\/?$/i, 'signedOut'],
  [/^\/(home|eventhome|customer\/home)\/?$/i, 'home'],
];

export function firstScreenOf(pathname: string): Screen | null {
  return SCREEN_OF_PATH.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

/** The page with the screen's scripts preloaded in its head and its styles after the shell. */
export function withFirstScreenPreloads(html: string, files: ScreenFiles | undefined): string {
  if (!files) return html;
  const scripts = files.scripts
    .filter((file) => ASSET.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
  const styles = files.styles
    .filter((file) => ASSET.test(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="${file}">`);
  return html
    .replace('</head>', `${scripts.join('')}</head>`)
    .replace('</body>', `${styles.join('')}</body>`);
}
