// The codes the service e-mails: one live code per e-mail and purpose, a new one replacing the
// old, hashed, single use, refused after its lifetime or after five wrong tries.
import type { Queryable } from '../db/database';
import { CODE_WRONG_TRIES } from './identity-limits';
import { codeHash, newCode } from './secret-tokens';

export type CodePurpose = 'SignUp' | 'ForgotPassword';

export async function issueCode(
  db: Queryable,
  email: string,
  purpose: CodePurpose,
  lifetimeMs: number,
): Promise<string> {
  const code = newCode();
  await db.query(
    `insert into identity_codes (email, purpose, code_hash, expires_at)
     values ($1, $2, $3, now() + $4::bigint * interval '1 millisecond')
     on conflict (email, purpose) do update set code_hash = excluded.code_hash,
       expires_at = excluded.expires_at, wrong_attempts = 0`,
    [email, purpose, codeHash(email, purpose, code), lifetimeMs],
  );
  return code;
}

export type CodeCheck = 'accepted' | 'mismatch' | 'expired';

/**
 * Spends one try of the code: a right one is used up, a wrong one counts. Run it in the
 * transaction that acts on an accepted code, so the code and its effect commit together.
 */
export async function checkCode(
  tx: Queryable,
  email: string,
  purpose: CodePurpose,
  code: string,
): Promise<CodeCheck> {
  const [row] = await tx.query<{ codeHash: string; live: boolean; wrongAttempts: number }>(
    `select code_hash as "codeHash", expires_at > now() as live, wrong_attempts as "wrongAttempts"
     from identity_codes where email = $1 and purpose = $2 for update`,
    [email, purpose],
  );
  if (!row) return 'mismatch';
  if (!row.live || row.wrongAttempts >= CODE_WRONG_TRIES) return 'expired';
  if (row.codeHash !== codeHash(email, purpose, code)) {
    await tx.query(
      `update identity_codes set wrong_attempts = wrong_attempts + 1
       where email = $1 and purpose = $2`,
      [email, purpose],
    );
    return 'mismatch';
  }
  await tx.query('delete from identity_codes where email = $1 and purpose = $2', [email, purpose]);
  return 'accepted';
}
