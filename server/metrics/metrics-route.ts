// GET /metrics on the public app: only for a scraper holding METRICS_TOKEN, for deployments that
// expose one port. Without a token it is not there, as for any other unknown path (the SPA would
// otherwise answer it with its page).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sendError, sendNotFound } from '../plugins/errors';
import type { ServerMetrics } from './server-metrics';

export const METRICS_PATH = '/metrics';

export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: ServerMetrics,
  token: string | undefined,
): void {
  app.get(METRICS_PATH, async (request, reply) => {
    if (token === undefined) return sendNotFound(request, reply);
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      return sendError(reply, 401, 'A metrics token is required');
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}

// Compared as digests, so neither the time taken nor a length mismatch tells how close a guess is.
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (\S+)$/.exec(header ?? '');
  if (!match?.[1]) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}
