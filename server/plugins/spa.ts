import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { earlyCallScript, earlyCustomerCall } from './early-call-tag';
import { sendNotFound } from './errors';
import { firstScreenOf, readFirstScreens, withFirstScreenPreloads } from './first-screen-preloads';
import { drawsLoginShell, withLoginShell } from './login-shell';

// Vite puts content-hashed bundles under /assets, so a name never changes meaning.
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
// Everything else (index.html, manifest, service worker, icons) must be revalidated so a new
// deployment is picked up on the next load.
const REVALIDATE = 'no-cache';
// The build makes no public source maps, but one left in the directory (an older build, a
// debugging build) would hand out the whole source; compressed copies of one too.
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;

/**
 * Serves the built SPA from staticDir. A GET for a path that is not the API, the health checks,
 * the runtime config or a file gets index.html, so client routes such as /event/wallet survive
 * a reload; everything else that matches nothing gets the JSON 404.
 */
export async function registerSpa(
  app: FastifyInstance,
  staticDir: string,
  identity?: Parameters<typeof earlyCustomerCall>[0],
): Promise<void> {
  const root = path.resolve(staticDir);
  // Without the identity's settings (a test's server) no page sends an early call.
  const earlyCall = identity && earlyCustomerCall(identity);
  const earlyScript = earlyCall && ((src: string) => earlyCallScript(src, earlyCall));
  const indexFile = path.join(root, 'index.html');
  await app.register(fastifyStatic, {
    root,
    // The build writes <file>.br and <file>.gz next to each text asset; the copy the client's
    // Accept-Encoding allows is sent as it is, so nothing is compressed per request.
    preCompressed: true,
    cacheControl: false,
    // Checked on the decoded path and again on the file finally chosen; a refusal is the 404.
    allowedPath: (pathname) => !SOURCE_MAP.test(pathname),
    setHeaders: (reply, filePath) => {
      const relative = path.relative(root, filePath).split(path.sep).join('/');
      reply.header(
        'cache-control',
        relative.startsWith('assets/') ? HASHED_ASSET_CACHE : REVALIDATE,
      );
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (!isClientRoute(request)) return sendNotFound(request, reply);
    // Read on every request: a rebuild replaces index.html while the server runs.
    const html = await readFile(indexFile, 'utf8').catch(() => null);
    if (html === null) return sendNotFound(request, reply);
    const pathname = pathnameOf(request);
    const firstScreens = await readFirstScreens(root);
    const page = withFirstScreenPreloads(
      drawsLoginShell(pathname) ? withLoginShell(html) : html,
      firstScreenOf(firstScreens, pathname),
      earlyScript,
    );
    return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(page);
  });
}

function pathnameOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '/';
}

function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = pathnameOf(request);
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (pathname === '/health' || pathname.startsWith('/health/')) return false;
  if (pathname === '/config.json') return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}
