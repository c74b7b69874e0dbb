import { describe, expect, it } from 'vitest';
import { deferEntryStyles } from './non-blocking-entry-styles';

describe('deferEntryStyles', () => {
  it("turns the entry's style sheet link into a marked preload and leaves the rest", () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-A.js"></script>\n' +
      '<link rel="stylesheet" crossorigin href="/assets/index-B.css">\n' +
      '<link rel="manifest" href="/manifest.webmanifest"></head>';
    expect(deferEntryStyles(html)).toBe(
      '<head><script type="module" crossorigin src="/assets/index-A.js"></script>\n' +
        '<link rel="preload" as="style" crossorigin href="/assets/index-B.css" data-entry-style>\n' +
        '<link rel="manifest" href="/manifest.webmanifest"></head>',
    );
  });

  it('refuses a page without the link it expects, rather than leave a blocking sheet', () => {
    expect(() =>
      deferEntryStyles('<head><link rel="stylesheet" href="/x.css" media="print"></head>'),
    ).toThrow(/no entry style sheet/);
  });
});
