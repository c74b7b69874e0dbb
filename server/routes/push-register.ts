// POST /api/private/customer/push/register (spec §7): the browser's PushSubscription JSON.
import type { FastifyInstance } from 'fastify';
import { pushRegisterEndpoint } from '../../core/contracts/push-contract';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import { isAllowedPushEndpoint, type PushEndpointPolicy } from '../push/push-endpoint-policy';
import { savePushSubscription } from '../repositories/push-subscriptions';
import { requireCustomer } from './current-customer';
import { serveEndpoint } from './serve-endpoint';

/**
 * The server later posts to the endpoint, so only a push service's address is kept (https to a
 * host with public addresses only; the browser specs' loopback service only by explicit policy).
 */
export function registerPushRoute(
  app: FastifyInstance,
  db: Database,
  endpointPolicy: PushEndpointPolicy,
): void {
  serveEndpoint(app, pushRegisterEndpoint, async (request, reply) => {
    const { endpoint, keys } = request.body;
    if (!(await isAllowedPushEndpoint(endpoint, endpointPolicy))) {
      throw new HttpError(400, 'body/endpoint must be the https address of a push service');
    }
    const customer = await requireCustomer(db, request);
    await savePushSubscription(db, customer.id, { endpoint, keys });
    return reply.code(204).send(null);
  });
}
