import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/database';
import { errorBody } from '../plugins/errors';

export interface HealthCheckOptions {
  db: Database;
  /** The identity's keys; null when the identity is this server (nothing to fetch). */
  jwksUrl: string | null;
  /** How long each dependency may take before it counts as down. */
  timeoutMs?: number;
  /** How long a successful identity check is trusted before the keys are fetched again. */
  identityCacheMs?: number;
  /** The clock, in milliseconds; tests move it instead of waiting. */
  now?: () => number;
}

type CheckResult = { ok: true } | { ok: false; error: string };

const IDENTITY_CACHE_MS = 30_000;

/**
 * GET /health/live: 200 while the process runs, touching nothing (a liveness probe must not fail
 * because a dependency is down, or the orchestrator restarts a healthy process).
 * GET /health/ready, and GET /health (what the e2e harness and older docs use): 200 when the
 * database answers and the identity service serves its signing keys (without them no token can
 * be verified), else 503 naming the part that failed. The database is asked every time; a
 * successful identity check is kept for identityCacheMs, since fetching the keys on every probe
 * made /health as slow as the identity service. A failed one is not kept, so readiness returns as
 * soon as the identity service does.
 */
export function registerHealthRoute(app: FastifyInstance, opts: HealthCheckOptions): void {
  const timeoutMs = opts.timeoutMs ?? 2000;
  const cacheMs = opts.identityCacheMs ?? IDENTITY_CACHE_MS;
  const now = opts.now ?? Date.now;
  let identityOkUntil = Number.NEGATIVE_INFINITY;
  // Probes arriving while the keys are being fetched share that one fetch.
  let identityInFlight: Promise<CheckResult> | null = null;

  const { jwksUrl } = opts;
  const checkIdentity = (): Promise<CheckResult> => {
    if (jwksUrl === null || now() < identityOkUntil) return Promise.resolve({ ok: true });
    identityInFlight ??= check(timeoutMs, async (signal) => {
      const response = await fetch(jwksUrl, { signal });
      if (!response.ok) throw new Error(`JWKS answered ${response.status}`);
      await response.body?.cancel();
    }).then((result) => {
      identityInFlight = null;
      if (result.ok) identityOkUntil = now() + cacheMs;
      return result;
    });
    return identityInFlight;
  };

  const ready = async (reply: FastifyReply) => {
    const [database, identity] = await Promise.all([
      check(timeoutMs, async () => {
        await opts.db.query('select 1');
      }),
      checkIdentity(),
    ]);
    if (database.ok && identity.ok) {
      return reply.send({ status: 'ok', database, identity });
    }
    const failed = [database.ok ? null : 'database', identity.ok ? null : 'identity'].filter(
      Boolean,
    );
    return reply.code(503).send({
      ...errorBody(503, `Unavailable: ${failed.join(', ')}`),
      status: 'error',
      database,
      identity,
    });
  };

  app.get('/health/live', async () => ({ status: 'ok' }));
  app.get('/health/ready', (_request, reply) => ready(reply));
  app.get('/health', (_request, reply) => ready(reply));
}

async function check(
  timeoutMs: number,
  probe: (signal: AbortSignal) => Promise<void>,
): Promise<CheckResult> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    await Promise.race([
      probe(signal),
      new Promise<never>((_resolve, reject) => {
        signal.addEventListener(
          'abort',
          () => reject(new Error(`no answer within ${timeoutMs} ms`)),
          {
            once: true,
          },
        );
      }),
    ]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: failureText(error) };
  }
}

// fetch reports every network failure as "fetch failed"; the cause says which one it was.
function failureText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? `${error.message} (${code})` : error.message;
}
