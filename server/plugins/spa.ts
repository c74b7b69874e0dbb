import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from './errors';
import { type FirstScreens, firstScreenOf, withFirstScreenPreloads } from './first-screen-preloads';
import { withProductName } from './product-name-shell';

// Vite puts content-hashed bundles under /assets, so a name never changes meaning.
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
// Everything else (index.html, manifest, service worker, icons) must be revalidated so a new
// deployment is picked up on the next load.
const REVALIDATE = 'no-cache';
// The build makes no public source maps, but one left in the directory (an older build, a
// debugging build) would hand out the whole source; compressed copies of one too.
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;
const INDEX_FILE = /^\/index\.html(\.(br|gz))?$/i;

/**
 * Serves the built SPA from staticDir. A GET for a path that is not the API, the health checks,
 * the runtime config or a file gets index.html, so client routes such as /event/wallet survive
 * a reload; everything else that matches nothing gets the JSON 404. index.html, also at its own
 * path (which the service worker caches), names the configured product.
 */
export async function registerSpa(
  app: FastifyInstance,
  staticDir: string,
  productName: string,
): Promise<void> {
  const root = path.resolve(staticDir);
  const indexFile = path.join(root, 'index.html');
  const firstScreensFile = path.join(root, 'first-screens.json');
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    // Read on every request: a rebuild replaces index.html while the server runs.
    const html = await readFile(indexFile, 'utf8').catch(() => null);
    if (html === null) return sendNotFound(request, reply);
    const screen = firstScreenOf(pathOf(request));
    const files =
      screen === null ? undefined : (await readFirstScreens(firstScreensFile))?.[screen];
    return reply
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(withFirstScreenPreloads(withProductName(html, productName), files));
  };
  await app.register(fastifyStatic, {
    root,
    // index.html is never sent as the file on disk, which names the build's default product.
    index: false,
    // The build writes <file>.br and <file>.gz next to each text asset; the copy the client's
    // Accept-Encoding allows is sent as it is, so nothing is compressed per request.
    preCompressed: true,
    cacheControl: false,
    // Checked on the decoded path and again on the file finally chosen; a refusal is the 404.
    allowedPath: (pathname) => !SOURCE_MAP.test(pathname) && !INDEX_FILE.test(pathname),
    setHeaders: (reply, filePath) => {
      const relative = path.relative(root, filePath).split(path.sep).join('/');
      reply.header(
        'cache-control',
        relative.startsWith('assets/') ? HASHED_ASSET_CACHE : REVALIDATE,
      );
    },
  });
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.setNotFoundHandler(async (request, reply) => {
    if (!isClientRoute(request)) return sendNotFound(request, reply);
    return sendIndex(request, reply);
  });
}

// A build without the list (or an older one) only loses the preloads.
async function readFirstScreens(file: string): Promise<Partial<FirstScreens> | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Partial<FirstScreens>;
  } catch {
    return null;
  }
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '/';
}

function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = pathOf(request);
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (pathname === '/health' || pathname.startsWith('/health/')) return false;
  if (pathname === '/config.json') return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}
