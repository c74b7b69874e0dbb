// POST /api/private/customer/push/register (spec §7): the browser's PushSubscription JSON.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import { isAllowedPushEndpoint, type PushEndpointPolicy } from '../push/push-endpoint-policy';
import { savePushSubscription } from '../repositories/push-subscriptions';
import { closedObject, text } from './body-schema';
import { requireCustomer } from './current-customer';

interface PushBody {
  endpoint: string;
  /** Part of the subscription JSON; push services report expiry by refusing a send instead. */
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

const BASE64URL = { ...text(256, 1), pattern: '^[A-Za-z0-9_-]+={0,2}$' };

const schema = {
  body: closedObject(
    {
      endpoint: text(2048, 1),
      expirationTime: { type: ['number', 'null'] },
      keys: closedObject({ p256dh: BASE64URL, auth: BASE64URL }),
    },
    ['endpoint', 'keys'],
  ),
};

/**
 * The server later posts to the endpoint, so only a push service's address is kept (https to a
 * host with public addresses only; the browser specs' loopback service only by explicit policy).
 */
export function registerPushRoute(
  app: FastifyInstance,
  db: Database,
  endpointPolicy: PushEndpointPolicy,
): void {
  app.post<{ Body: PushBody }>(
    '/api/private/customer/push/register',
    { schema },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      if (!(await isAllowedPushEndpoint(endpoint, endpointPolicy))) {
        throw new HttpError(400, 'body/endpoint must be the https address of a push service');
      }
      const customer = await requireCustomer(db, request);
      await savePushSubscription(db, customer.id, { endpoint, keys });
      return reply.code(204).send();
    },
  );
}
