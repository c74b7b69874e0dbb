// Every answered request is counted and timed under its route's pattern (/api/private/customer,
// /*), so a URL full of ids or a scan of random paths adds no series.
import type { FastifyInstance } from 'fastify';
import type { ServerMetrics } from './server-metrics';

/** The label of requests no route matched (the SPA's client routes, 404s). */
export const UNMATCHED_ROUTE = '(unmatched)';

export function registerHttpMetrics(app: FastifyInstance, metrics: ServerMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.request({
      method: request.method,
      route: request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE),
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
}
