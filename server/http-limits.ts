// How long each phase of an HTTP/1.1 connection may take, and how many connections there may be.
// Fastify switches Node's own request limit off by default, which let 300 sockets dripping a body
// a byte at a time hold the server for as long as they liked. With these, every phase a client
// controls is bounded: a silent or slow header (headersTimeout), a slow body (requestTimeout), an
// idle keep-alive socket (keepAliveTimeout). What remains is the handler's own time, which the
// server controls (and which long operator commands and provider retries need).
import type { Server } from 'node:http';
import type { FastifyBaseLogger, FastifyHttpOptions } from 'fastify';

export interface HttpLimits {
  /** From a connection's opening (or a request's first byte) until its headers have arrived. */
  headersTimeoutMs: number;
  /** From a request's first byte until its whole body has arrived: answered 408, then closed. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection waits for its next request. */
  keepAliveTimeoutMs: number;
  /** Open connections at most; one more is closed as soon as it is accepted. */
  maxConnections: number;
  /** Requests one connection may carry before it is closed (0: no limit). */
  maxRequestsPerSocket: number;
}

/** The limits as Fastify's options; maxConnections is set on the server by capConnections. */
export function httpServerOptions(limits: HttpLimits): FastifyHttpOptions<Server> {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      // Node looks for expired requests on a timer, every 30 s unless told: a 15 s limit would
      // then be anything up to 45 s. A quarter of the shorter limit, at most a second, keeps the
      // cut-off close to the setting at the price of one sweep over the connections a second.
      connectionsCheckingInterval: Math.min(
        1000,
        Math.max(50, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4)),
      ),
    },
  };
}

/** Minimum time between two warnings that connections are being refused. */
const DROP_WARNING_INTERVAL_MS = 60_000;

/**
 * Caps open connections on the server. Each refused connection is counted, and the count told
 * at most once a minute, so an operator sees the cap being met without a line per connection.
 */
export function capConnections(server: Server, limits: HttpLimits, log: FastifyBaseLogger): void {
  server.maxConnections = limits.maxConnections;
  let refused = 0;
  let lastWarning = Number.NEGATIVE_INFINITY;
  server.on('drop', () => {
    refused += 1;
    const now = Date.now();
    if (now - lastWarning < DROP_WARNING_INTERVAL_MS) return;
    lastWarning = now;
    log.warn(
      { refused, maxConnections: limits.maxConnections },
      'connections refused: HTTP_MAX_CONNECTIONS are open',
    );
    refused = 0;
  });
}
