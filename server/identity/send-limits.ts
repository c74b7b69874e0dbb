// Budgets for what costs an e-mail or an account: sign-ups per client address, codes per e-mail
// and per address. Counted whether the e-mail is known or not, so the limit is no oracle either.
import type { Queryable } from '../db/database';
import { countHit } from '../routes/database-rate-limit-store';
import { limitExceeded } from './cognito-error';
import type { IdentityLimits } from './identity-limits';

async function spend(db: Queryable, key: string, limit: number, windowMs: number) {
  const { hits } = await countHit(db, `identity:${key}`, windowMs);
  if (hits > limit) throw limitExceeded();
}

export async function spendSignUp(db: Queryable, limits: IdentityLimits, address: string) {
  await spend(db, `sign-up:${address}`, limits.signUpsPerAddress, limits.sendWindowMs);
}

export async function spendCodeSend(
  db: Queryable,
  limits: IdentityLimits,
  email: string,
  address: string,
) {
  await spend(db, `code-address:${address}`, limits.codeSendsPerAddress, limits.sendWindowMs);
  await spend(db, `code-email:${email}`, limits.codeSendsPerEmail, limits.sendWindowMs);
}
