import { describe, expect, it } from 'vitest';
import { moveStylesheetsAfterShell } from './stylesheets-after-shell';

const built = `<!doctype html>
<html lang="en">
  <head>
    <title>TapWallet</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="root"><p class="boot-name">TapWallet</p></div>
  </body>
</html>
`;

describe('moveStylesheetsAfterShell', () => {
  it('puts the stylesheets after the shell, at the end of the body, and leaves the rest', () => {
    const moved = moveStylesheetsAfterShell(built);
    const head = moved.slice(0, moved.indexOf('</head>'));
    expect(head).not.toContain('stylesheet');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/runtime-def.js">');
    expect(moved).toContain(
      '<div id="root"><p class="boot-name">TapWallet</p></div>\n    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">\n  </body>',
    );
  });

  it('leaves a page without stylesheets as it is', () => {
    const plain = built.replace(/\s*<link rel="stylesheet"[^>]*>/, '');
    expect(moveStylesheetsAfterShell(plain)).toBe(plain);
  });
});
