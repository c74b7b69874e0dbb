// Compression and caching of what the server sends, through real requests: pre-compressed
// copies of the built files chosen by Accept-Encoding, JSON over 1 KB compressed per request.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { type FakeIdentity, startFakeIdentity } from '../test-support/fake-identity';
import { testConfig } from '../test-support/test-config';
import { openTestDatabase } from '../test-support/test-database';

const SCRIPT = `console.log(${JSON.stringify('tapwallet '.repeat(300))});`;
const INDEX_HTML = `<!doctype html><title>TapWallet</title><div id="root"></div>${'<!-- -->'.repeat(200)}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('compression and caching', () => {
  let identity: FakeIdentity;
  let db: Database;
  let disposeDb: () => Promise<void>;
  let staticDir: string;
  let app: FastifyInstance;

  /** Writes the file with the .br and .gz copies the build makes, each marked so we see which one was sent. */
  async function built(name: string, text: string): Promise<void> {
    const file = path.join(staticDir, name);
    await writeFile(file, text);
    await writeFile(`${file}.br`, brotliCompressSync(`${text}/*br*/`));
    await writeFile(`${file}.gz`, gzipSync(`${text}/*gz*/`));
  }

  beforeAll(async () => {
    identity = await startFakeIdentity();
    ({ db, dispose: disposeDb } = await openTestDatabase());
    staticDir = await mkdtemp(path.join(tmpdir(), 'tapwallet-compressed-'));
    await mkdir(path.join(staticDir, 'assets'));
    await built('assets/index-abc123.js', SCRIPT);
    await built('index.html', INDEX_HTML);
    await writeFile(path.join(staticDir, 'service-worker.js'), SCRIPT);
    app = await buildApp({
      config: testConfig({ IDENTITY_JWKS_URL: identity.jwksUrl }),
      db,
      verifyToken: identity.verifyToken,
      staticDir,
      logger: false,
    });
    // Stands in for a large JSON answer such as the customer's registrations.
    app.get('/test/large-json', async () => ({ rows: Array.from({ length: 500 }, (_, i) => i) }));
    app.get('/test/small-json', async () => ({ ok: true }));
  });

  afterAll(async () => {
    await app.close();
    await disposeDb();
    await identity.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli copy of a hashed asset to a client that takes br, cached for a year', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(`${SCRIPT}/*br*/`);
  });

  it('sends the gzip copy to a client that takes only gzip, and the file itself to one that takes neither', async () => {
    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(`${SCRIPT}/*gz*/`);
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends index.html compressed and never cached without asking, at / and on a client route', async () => {
    const root = await get('/', 'br');
    expect(root.headers['content-encoding']).toBe('br');
    expect(root.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(root.rawPayload).toString()).toBe(`${INDEX_HTML}/*br*/`);
    expect(root.headers['cache-control']).toBe('no-cache');

    const route = await get('/event/wallet', 'gzip');
    expect(route.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(route.rawPayload).toString()).toBe(INDEX_HTML);
    expect(route.headers['cache-control']).toBe('no-cache');
  });

  it('has the service worker and the runtime config revalidated on every load', async () => {
    expect((await get('/service-worker.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/config.json')).headers['cache-control']).toBe('no-cache');
  });

  it('compresses JSON over 1 KB with brotli or gzip, and leaves smaller answers as they are', async () => {
    const expected = { rows: Array.from({ length: 500 }, (_, i) => i) };
    const br = await get('/test/large-json', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);
    const gzip = await get('/test/large-json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(expected);
    expect((await get('/test/large-json')).json()).toEqual(expected);

    const small = await get('/test/small-json', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });
});
