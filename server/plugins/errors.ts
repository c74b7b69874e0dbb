import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';

/** The one error body of the API (spec §8: the client shows `statusCode : message`). */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

export function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(errorBody(statusCode, message));
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const pathname = request.url.split('?', 1)[0];
  return sendError(reply, 404, `Route ${request.method}:${pathname} not found`);
}

/**
 * Maps every thrown error onto the error body. Client mistakes (bad JSON, schema failures,
 * wrong media type, oversized body) keep Fastify's 4xx status and message, which names the
 * offending field; anything unexpected is logged and answered with a bare 500 so internals
 * never leak.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (error instanceof HttpError || (status >= 400 && status < 500)) {
      if (status >= 500) request.log.error({ err: error }, error.message);
      return sendError(reply, status, error.message);
    }
    if (isDatabaseBusy(error)) {
      // Every pooled connection stayed busy: nothing was written, so the client may try again.
      request.log.warn({ err: error }, 'database busy');
      return sendError(reply, 503, 'The service is busy - please try again in a moment');
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'Internal Server Error');
  });
}

// node-postgres's pool gives up with this message when no connection frees up in time.
function isDatabaseBusy(error: Error): boolean {
  return error.message === 'timeout exceeded when trying to connect';
}
