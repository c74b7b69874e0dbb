import { describe, expect, it } from 'vitest';
import { withProductName } from './product-name-shell';

const page = `<title data-product-name>TapWallet</title>
<div id="root"><p class="boot-name" data-product-name elementtiming="product-name">TapWallet</p></div>
<p>TapWallet stays where it is not marked</p>`;

describe('withProductName', () => {
  it('names the configured product in the title and the first paint', () => {
    expect(withProductName(page, 'FestPay')).toBe(`<title data-product-name>FestPay</title>
<div id="root"><p class="boot-name" data-product-name elementtiming="product-name">FestPay</p></div>
<p>TapWallet stays where it is not marked</p>`);
  });

  it('writes a name with markup characters as text', () => {
    expect(withProductName(page, "Tom & Jerry's <Fest>")).toContain(
      '<title data-product-name>Tom &amp; Jerry&#39;s &lt;Fest&gt;</title>',
    );
  });
});
