// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyEntryStyles } from './entry-styles';

afterEach(() => {
  document.head.innerHTML = '';
});

function preload(href: string): void {
  document.head.insertAdjacentHTML(
    'beforeend',
    `<link rel="preload" as="style" crossorigin href="${href}" data-entry-style>`,
  );
}

const sheets = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

describe('applyEntryStyles', () => {
  it('links each preloaded sheet, with the same credentials mode, and waits for it to load', async () => {
    preload('/assets/index-B.css');
    let done = false;
    const ready = applyEntryStyles(document).then(() => {
      done = true;
    });
    const [sheet] = sheets();
    expect(sheet?.href).toBe(new URL('/assets/index-B.css', document.baseURI).href);
    expect(sheet?.getAttribute('crossorigin')).toBe('');
    // A macrotask later every settled promise has run its callbacks.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    sheet?.dispatchEvent(new Event('load'));
    await ready;
    expect(done).toBe(true);
  });

  it('goes on when a sheet fails to load, so the app is never left blank', async () => {
    preload('/assets/gone.css');
    const ready = applyEntryStyles(document);
    sheets()[0]?.dispatchEvent(new Event('error'));
    await expect(ready).resolves.toBeUndefined();
  });

  it('resolves at once without preloaded sheets (the development server links none)', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="preload" as="fetch" href="/config.json">',
    );
    await expect(applyEntryStyles(document)).resolves.toBeUndefined();
    expect(sheets()).toHaveLength(0);
  });
});
