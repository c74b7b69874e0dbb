import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a compressed answer saves less than the work of compressing it. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers over 1 KB (the customer and wallet JSON, the SPA's index.html) with brotli
 * or gzip as the client's Accept-Encoding allows. Built assets arrive already compressed from
 * dist/ (see registerSpa) and are passed through untouched. Must be registered before any route
 * and before the static files so its hook covers them. Request bodies are never decompressed:
 * no client sends compressed JSON, and inflating one would get round the body size limit.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
