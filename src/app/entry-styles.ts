// index.html preloads the app's style sheet rather than linking it, so its first paint (the
// product name and a loader, in its own inline styles) does not wait for it
// (scripts/build/non-blocking-entry-styles.ts). The app applies the sheet before its first render,
// so none of its screens shows unstyled.

const PRELOADED_SHEETS = 'link[rel="preload"][as="style"][data-entry-style]';

function applied(document: Document, preload: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    // The same request as the preload (URL and credentials mode), so the download is reused.
    const crossOrigin = preload.getAttribute('crossorigin');
    if (crossOrigin !== null) sheet.setAttribute('crossorigin', crossOrigin);
    sheet.href = preload.href;
    // A sheet that fails to load leaves the app plain but usable, never blank.
    sheet.addEventListener('load', () => resolve(), { once: true });
    sheet.addEventListener('error', () => resolve(), { once: true });
    preload.after(sheet);
  });
}

/** Resolves once every preloaded entry sheet applies (at once when there is none, as in development). */
export function applyEntryStyles(document: Document): Promise<void> {
  const preloads = [...document.querySelectorAll<HTMLLinkElement>(PRELOADED_SHEETS)];
  return Promise.all(preloads.map((preload) => applied(document, preload))).then(() => undefined);
}
