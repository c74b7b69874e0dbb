import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * Moves the build's stylesheet links from the head to the end of the body. In the head they
 * hold back every paint until they arrive (a round trip or more on a slow network); at the end of
 * the body the browser first paints what comes before them — index.html's own product name and
 * loader, styled inline — and the app's scripts, which run once the document is parsed, still
 * find the styles in place.
 */
export function moveStylesheetsAfterShell(html: string): string {
  const links = html.match(STYLESHEET) ?? [];
  if (links.length === 0) return html;
  const without = html.replace(STYLESHEET, '');
  const tags = links.map((link) => `    ${link.trim()}\n`).join('');
  return without.replace(
    /([ \t]*)<\/body>/,
    (_closing, indent: string) => `${tags}${indent}</body>`,
  );
}

export function stylesheetsAfterShellPlugin(): Plugin {
  return {
    name: 'tapwallet:stylesheets-after-shell',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: moveStylesheetsAfterShell },
  };
}
