// The sign-in rush: 1 000 customers signing in to the built-in identity at once (a festival's
// gates opening), each InitiateAuth USER_PASSWORD_AUTH paying the full argon2id check (19 MiB,
// 2 passes). Accounts are made with one precomputed hash, so the set-up costs no hashing.
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../server/identity/password-hash';
import { signInWithPassword } from '../../server/test-support/cognito-client';
import type { BenchStack } from './bench-stack';
import { percentile } from './report';

export interface SignInRush {
  customers: number;
  concurrency: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

const PASSWORD = 'Rush-hour-2026!';

export async function runSignInRush(
  stack: BenchStack,
  opts: { customers: number; concurrency: number },
): Promise<SignInRush> {
  const hash = await hashPassword(PASSWORD);
  const emails = Array.from(
    { length: opts.customers },
    (_, i) => `rush-${i}-${randomUUID()}@bench.example`,
  );
  await stack.server.db.query(
    `insert into identity_accounts (sub, email, password_hash, status, email_verified)
     select gen_random_uuid(), email, $2, 'CONFIRMED', true from unnest($1::text[]) as email`,
    [emails, hash],
  );
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < emails.length) {
      const email = emails[next] as string;
      next += 1;
      const at = performance.now();
      try {
        await signInWithPassword(stack.identityEndpoint, stack.clientId, email, PASSWORD);
        latencies.push(performance.now() - at);
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    customers: opts.customers,
    concurrency: opts.concurrency,
    seconds,
    perSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    failures,
  };
}
