// Lockout after failed sign-ins, per e-mail (known or not, so a lockout tells nothing about
// existence) and per client address: past the threshold each attempt waits base × 2^(over), up
// to the cap, counted from the last failure. Attempts refused while waiting are not counted.
import type { Queryable } from '../db/database';
import type { IdentityLimits } from './identity-limits';

export interface FailureKey {
  key: string;
  threshold: number;
  /** A count is forgotten after this long without a failure. */
  memoryMs: number;
}

export function failureKeys(limits: IdentityLimits, email: string, address: string): FailureKey[] {
  return [
    { key: `email:${email}`, threshold: limits.failuresPerEmail, memoryMs: limits.failureMemoryMs },
    {
      key: `address:${address}`,
      threshold: limits.failuresPerAddress,
      memoryMs: limits.addressFailureMemoryMs,
    },
  ];
}

export function lockoutMs(limits: IdentityLimits, failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(limits.lockoutMaxMs, limits.lockoutBaseMs * 2 ** (failures - threshold));
}

/** True while any of the keys waits out its lockout. */
export async function isLockedOut(
  db: Queryable,
  limits: IdentityLimits,
  keys: FailureKey[],
): Promise<boolean> {
  const rows = await db.query<{ key: string; failures: number; sinceMs: number }>(
    `select key, failures,
       (extract(epoch from now() - last_failure_at) * 1000)::float8 as "sinceMs"
     from identity_sign_in_failures where key = any($1::text[])`,
    [keys.map((entry) => entry.key)],
  );
  return rows.some((row) => {
    const entry = keys.find((candidate) => candidate.key === row.key);
    if (!entry || row.sinceMs >= entry.memoryMs) return false;
    return row.sinceMs < lockoutMs(limits, row.failures, entry.threshold);
  });
}

/** Counts a failure on every key; true when it began a lockout (a count reached its threshold). */
export async function recordFailure(db: Queryable, keys: FailureKey[]): Promise<boolean> {
  let lockoutBegan = false;
  for (const { key, memoryMs, threshold } of keys) {
    const [row] = await db.query<{ failures: number }>(
      `insert into identity_sign_in_failures as f (key, failures, last_failure_at)
       values ($1, 1, now())
       on conflict (key) do update set
         failures = case when f.last_failure_at + $2::bigint * interval '1 millisecond' <= now()
           then 1 else f.failures + 1 end,
         last_failure_at = now()
       returning failures`,
      [key, memoryMs],
    );
    if (row?.failures === threshold) lockoutBegan = true;
  }
  return lockoutBegan;
}

/** A right password clears its e-mail's count; the address keeps its own. */
export async function clearFailures(db: Queryable, email: string): Promise<void> {
  await db.query('delete from identity_sign_in_failures where key = $1', [`email:${email}`]);
}
