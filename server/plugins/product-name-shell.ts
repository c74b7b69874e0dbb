// index.html is built once for every deployment, with the default product name in its title and
// in the name its first paint shows (elements marked `data-product-name`). The server knows the
// configured name, so it writes it into the page it sends: the first paint on a slow network
// already names the right product, with no script and no extra request.

const MARKED_TEXT = /(<(\w+)\b[^>]*\sdata-product-name\b[^>]*>)[^<]*(<\/\2>)/g;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] as string);
}

/** The page with every element marked `data-product-name` reading `productName`. */
export function withProductName(html: string, productName: string): string {
  const name = escapeHtml(productName);
  return html.replace(
    MARKED_TEXT,
    (_element, open: string, _tag, close: string) => `${open}${name}${close}`,
  );
}
