// Serves one private call from its endpoint declaration (core/contracts/endpoint.ts): the address
// and schemas come from the declaration, and the TypeBox type provider gives the handler its
// body and reply types from those schemas, so a handler cannot drift from what the SPA sends.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyInstance,
  onRequestHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { TSchema } from 'typebox';
import type { Endpoint, SuccessStatus } from '../../core/contracts/endpoint';

/** The schema as Fastify reads it: the body, and the answer under its success status. */
export interface EndpointSchema<
  Body extends TSchema,
  Response extends TSchema,
  Status extends SuccessStatus,
> {
  body: Body;
  response: { [S in Status]: Response };
}

export type EndpointHandler<
  Body extends TSchema,
  Response extends TSchema,
  Status extends SuccessStatus,
> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<Body, Response, Status>,
  TypeBoxTypeProvider
>;

export interface EndpointOptions {
  /** Runs before the body is read (a rate limit answers without parsing it). */
  onRequest?: onRequestHookHandler;
}

function endpointSchema<
  Body extends TSchema,
  Response extends TSchema,
  Status extends SuccessStatus,
>(endpoint: Endpoint<Body, Response, Status>): EndpointSchema<Body, Response, Status> {
  const response = { [endpoint.status]: endpoint.response } as { [S in Status]: Response };
  return { body: endpoint.body, response };
}

export function serveEndpoint<
  Body extends TSchema,
  Response extends TSchema,
  Status extends SuccessStatus,
>(
  app: FastifyInstance,
  endpoint: Endpoint<Body, Response, Status>,
  handler: EndpointHandler<Body, Response, Status>,
  options: EndpointOptions = {},
): void {
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: endpointSchema(endpoint),
    ...options,
    handler,
  });
}
