import type { Plugin } from 'vite';

// A style sheet linked in index.html's head holds the page's first paint until it arrives: on a
// festival network that is a second 2-second round trip after the page itself, so the product
// name and loader that index.html draws with its own inline styles stayed off screen until 4.5 s
// (issue #27). The build turns the entry's sheet into a preload, which downloads at once without
// holding the paint, and the app applies it before its first render (src/app/entry-styles.ts).

/** The attribute the app finds the preloaded sheets by. */
export const ENTRY_STYLE_ATTRIBUTE = 'data-entry-style';

const STYLESHEET_LINK = /<link rel="stylesheet"((?: crossorigin)?) href="([^"]+\.css)">/g;

/** index.html with each entry style sheet preloaded instead of linked. */
export function deferEntryStyles(html: string): string {
  let found = 0;
  const deferred = html.replace(STYLESHEET_LINK, (_link, crossorigin: string, href: string) => {
    found++;
    return `<link rel="preload" as="style"${crossorigin} href="${href}" ${ENTRY_STYLE_ATTRIBUTE}>`;
  });
  // Vite's markup changing under us would put the sheet back in the way unnoticed.
  if (found === 0) throw new Error('index.html: no entry style sheet link to turn into a preload');
  return deferred;
}

export function nonBlockingEntryStylesPlugin(): Plugin {
  return {
    name: 'non-blocking-entry-styles',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: deferEntryStyles },
  };
}
