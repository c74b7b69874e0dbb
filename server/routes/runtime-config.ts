import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '../../src/domain/runtime-config';

/** GET /config.json: the settings the SPA reads at start, so one build runs anywhere. */
export function registerRuntimeConfigRoute(
  app: FastifyInstance,
  runtimeConfig: RuntimeConfig,
): void {
  app.get('/config.json', async () => runtimeConfig);
}
