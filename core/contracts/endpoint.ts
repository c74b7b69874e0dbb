// A private call declared once: its method, address, body and answer. The server registers it
// through the TypeBox type provider (server/routes/endpoint-schema.ts), so a handler's body and
// reply types come from these schemas; the SPA calls it with `call(endpoint, body)`
// (src/api/call-endpoint.ts), so what it sends and gets are the same types.
import type { Static, TSchema } from 'typebox';
import type { PRIVATE_PREFIX } from './private-paths';

/** What a successful call answers: 200 with a body, or 204 with none. */
export type SuccessStatus = 200 | 204;

export interface Endpoint<
  Body extends TSchema = TSchema,
  Response extends TSchema = TSchema,
  Status extends SuccessStatus = SuccessStatus,
> {
  readonly method: 'POST';
  readonly path: `${typeof PRIVATE_PREFIX}/${string}`;
  readonly body: Body;
  readonly status: Status;
  readonly response: Response;
}

export type BodyOf<E extends Endpoint> = Static<E['body']>;
export type ResponseOf<E extends Endpoint> = Static<E['response']>;

/** spec §7's calls are all POSTs with a JSON body. */
export function postEndpoint<
  Body extends TSchema,
  Response extends TSchema,
  Status extends SuccessStatus = 200,
>(
  path: Endpoint['path'],
  body: Body,
  response: Response,
  status: Status = 200 as Status,
): Endpoint<Body, Response, Status> {
  return { method: 'POST', path, body, status, response };
}
