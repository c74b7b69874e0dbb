// What the service is doing, for Prometheus (prom-client): requests, payments, refunds, pushes,
// sign-ins and the database pool. One registry per server, so two servers in one process (tests)
// never add to each other's series. README "Metrics" lists every series and how to scrape them.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database';

/** How a sign-in attempt ended, as the identity service counts it. */
export type SignInOutcome = 'success' | 'challenge' | 'failure' | 'locked';

/** What the identity service counts: one call per sign-in attempt and per lockout begun. */
export interface IdentityMetrics {
  signIn(outcome: SignInOutcome): void;
  lockout(): void;
}

/**
 * What became of an online top-up: a session opened with the provider (started) or not
 * (provider_error), then completed, failed, or refunded to the card because the wallet could not
 * take it.
 */
export type PaymentOutcome = 'started' | 'provider_error' | 'completed' | 'failed' | 'refunded';

/** A push message's fate (server/push/push-sender's PushDelivery). */
export type PushOutcome = 'sent' | 'removed' | 'failed';

export interface ServerMetrics {
  readonly registry: Registry;
  /** One answered request; `route` is the route's pattern, never the raw URL. */
  request(sample: { method: string; route: string; statusCode: number; seconds: number }): void;
  payment(provider: string, outcome: PaymentOutcome): void;
  refundLodged(): void;
  push(outcome: PushOutcome, count?: number): void;
  readonly identity: IdentityMetrics;
}

export interface ServerMetricsOptions {
  /** Read at each scrape: pool use, and refunds by state (the service's, whoever recorded them). */
  db?: Database;
  /** Node's own series (CPU, memory, event loop lag, GC): once per process, by the server. */
  processMetrics?: boolean;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const REFUND_STATES: Record<string, string> = {
  PROCESSING: 'processing',
  COMPLETED: 'paid',
  VOID: 'cancelled',
};

export function createServerMetrics(opts: ServerMetricsOptions = {}): ServerMetrics {
  const registry = new Registry();
  if (opts.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern, method and status code.',
    labelNames: ['method', 'route', 'status_code'],
    registers,
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Requests answered with a server error (5xx), by route pattern, method and status code.',
    labelNames: ['method', 'route', 'status_code'],
    registers,
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern and method.',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const payments = new Counter({
    name: 'payments_total',
    help: 'Online top-ups by provider and outcome (started, provider_error, completed, failed, refunded).',
    labelNames: ['provider', 'outcome'],
    registers,
  });
  const refundsLodged = new Counter({
    name: 'refunds_lodged_total',
    help: 'Refunds lodged by customers through this instance.',
    registers,
  });
  const pushSends = new Counter({
    name: 'push_sends_total',
    help: 'Web Push messages by outcome (sent, removed: subscription gone, failed).',
    labelNames: ['outcome'],
    registers,
  });
  const signIns = new Counter({
    name: 'identity_sign_ins_total',
    help: 'Sign-in attempts on the built-in identity service by outcome (success, challenge, failure, locked).',
    labelNames: ['outcome'],
    registers,
  });
  const lockouts = new Counter({
    name: 'identity_lockouts_total',
    help: 'Lockouts begun by the built-in identity service after repeated failed sign-ins.',
    registers,
  });

  const { db } = opts;
  if (db) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections by state (total, idle, waiting: queries queued for one).',
      labelNames: ['state'],
      registers,
      collect() {
        const stats = db.poolStats?.();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({
      name: 'refunds',
      help: 'Refunds in the database by state (processing, paid, cancelled): the same on every instance.',
      labelNames: ['state'],
      registers,
      async collect() {
        const rows = await db
          .query<{ state: string; count: number }>(
            'select state, count(*) as count from refunds group by state',
          )
          .catch(() => null);
        // An unreachable database leaves the series out rather than failing the whole scrape.
        this.reset();
        if (!rows) return;
        for (const state of Object.values(REFUND_STATES)) this.set({ state }, 0);
        for (const row of rows) {
          this.set({ state: REFUND_STATES[row.state] ?? row.state.toLowerCase() }, row.count);
        }
      },
    });
  }

  return {
    registry,
    request({ method, route, statusCode, seconds }) {
      const labels = { method, route, status_code: String(statusCode) };
      requests.inc(labels);
      if (statusCode >= 500) errors.inc(labels);
      latency.observe({ method, route }, seconds);
    },
    payment(provider, outcome) {
      payments.inc({ provider, outcome });
    },
    refundLodged() {
      refundsLodged.inc();
    },
    push(outcome, count = 1) {
      if (count > 0) pushSends.inc({ outcome }, count);
    },
    identity: {
      signIn(outcome) {
        signIns.inc({ outcome });
      },
      lockout() {
        lockouts.inc();
      },
    },
  };
}
