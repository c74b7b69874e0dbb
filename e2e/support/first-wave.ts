// What a page's head asks for before its first screen can show (issue #27).

/**
 * Over HTTP/1.1 a browser opens six connections to a server; a seventh file waits for one to come
 * free, a round trip later (2 s on a festival network).
 */
export const BROWSER_CONNECTIONS = 6;

/**
 * Its scripts, module preloads, preloads (the settings, the entry's style sheet) and style
 * sheets. The icon and the manifest are asked for later, when nothing waits on them.
 */
export function firstWave(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const asks = [
    ...head.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...head.matchAll(
      /<link\b[^>]*\brel="(?:modulepreload|preload|stylesheet)"[^>]*\bhref="([^"]+)"/g,
    ),
  ];
  return asks.map((match) => match[1] ?? '');
}
