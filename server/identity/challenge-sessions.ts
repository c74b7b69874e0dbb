// The Session of a challenge the service answered a sign-in with: issued here, hashed, bound to
// one account and one challenge, valid three minutes, answered once.
import type { Queryable } from '../db/database';
import { LIFETIMES } from './identity-limits';
import { newOpaqueToken, tokenHash } from './secret-tokens';

export async function issueChallengeSession(
  db: Queryable,
  sub: string,
  challengeName: string,
): Promise<string> {
  const session = newOpaqueToken();
  await db.query(
    `insert into identity_challenges (token_hash, sub, challenge_name, expires_at)
     values ($1, $2, $3, now() + $4::bigint * interval '1 millisecond')`,
    [tokenHash(session), sub, challengeName, LIFETIMES.challengeSessionMs],
  );
  return session;
}

/** The account a live, unanswered session of this challenge names, or undefined. */
export async function findChallengeSession(
  db: Queryable,
  session: string,
  challengeName: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ sub: string }>(
    `select sub from identity_challenges where token_hash = $1 and challenge_name = $2
       and used_at is null and expires_at > now()`,
    [tokenHash(session), challengeName],
  );
  return row?.sub;
}

/** Marks the session answered; false when another answer got there first. */
export async function spendChallengeSession(db: Queryable, session: string): Promise<boolean> {
  const rows = await db.query(
    `update identity_challenges set used_at = now()
     where token_hash = $1 and used_at is null and expires_at > now() returning sub`,
    [tokenHash(session)],
  );
  return rows.length > 0;
}
