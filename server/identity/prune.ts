// What the identity no longer needs is deleted, so its tables stay the size of the live
// accounts: spent or expired challenges, codes and authorization codes, sessions a day past
// their end, and failure counts past their memory. Every instance may run it; deletes agree.
import type { Queryable } from '../db/database';
import type { IdentityLimits } from './identity-limits';

export const PRUNE_EVERY_MS = 60 * 60 * 1000;

export async function pruneIdentity(db: Queryable, limits: IdentityLimits): Promise<void> {
  await db.query(`delete from identity_challenges where expires_at < now() - interval '1 day'`);
  await db.query(
    `delete from identity_authorization_codes where expires_at < now() - interval '1 day'`,
  );
  await db.query(`delete from identity_codes where expires_at < now() - interval '1 day'`);
  await db.query(
    `delete from identity_sessions
     where expires_at < now() - interval '1 day' or revoked_at < now() - interval '1 day'`,
  );
  await db.query(
    `delete from identity_sign_in_failures
     where last_failure_at < now() - $1::bigint * interval '1 millisecond'`,
    [Math.max(limits.failureMemoryMs, limits.addressFailureMemoryMs)],
  );
  await db.query(
    `delete from rate_limit_counters where key like 'identity:%'
     and window_started_at < now() - $1::bigint * interval '1 millisecond'`,
    [limits.sendWindowMs],
  );
}
