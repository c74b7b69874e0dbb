import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { errorBody } from '../plugins/errors';

export interface HealthCheckOptions {
  db: Database;
  jwksUrl: string;
  /** How long each dependency may take before it counts as down. */
  timeoutMs?: number;
}

type CheckResult = { ok: true } | { ok: false; error: string };

/**
 * GET /health: 200 when the database answers and the identity service serves its signing keys
 * (without them no token can be verified), else 503 naming the part that failed.
 */
export function registerHealthRoute(app: FastifyInstance, opts: HealthCheckOptions): void {
  const timeoutMs = opts.timeoutMs ?? 2000;
  app.get('/health', async (_request, reply) => {
    const [database, identity] = await Promise.all([
      check(timeoutMs, async () => {
        await opts.db.query('select 1');
      }),
      check(timeoutMs, async (signal) => {
        const response = await fetch(opts.jwksUrl, { signal });
        if (!response.ok) throw new Error(`JWKS answered ${response.status}`);
        await response.body?.cancel();
      }),
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
  });
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
