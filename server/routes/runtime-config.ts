import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '../../core/contracts/runtime-config';

/**
 * GET /config.json: the settings the SPA reads at start, so one build runs anywhere. A cache may
 * keep it but must revalidate, so a changed setting is seen on the next load.
 */
export function registerRuntimeConfigRoute(
  app: FastifyInstance,
  runtimeConfig: RuntimeConfig,
): void {
  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return runtimeConfig;
  });
}
