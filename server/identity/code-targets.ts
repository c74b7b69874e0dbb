// The two halves of every target that works by e-mailed code (sign-up and password reset):
// sending a code, and acting on one.
import type { Static } from 'typebox';
import type { Database, Queryable } from '../db/database';
import { type Account, findAccount } from './accounts';
import { codeMessage } from './code-messages';
import { type CodePurpose, checkCode, issueCode } from './codes';
import { codeExpired, codeMismatch } from './cognito-error';
import {
  type Caller,
  codeDelivery,
  deliver,
  type IdentityContext,
  requireClient,
  usernameEmail,
} from './identity-context';
import { spendCodeSend } from './send-limits';
import type { UsernameBody } from './target-schemas';

export interface CodeSend {
  purpose: CodePurpose;
  lifetimeMs: number;
  /** Whether the account is in the state this code is for. */
  mayReceive(account: Account): boolean;
}

/** A new code, mailed: for an account just made in the state the code is for. */
export async function mailNewCode(ctx: IdentityContext, email: string, send: CodeSend) {
  const code = await issueCode(ctx.db, email, send.purpose, send.lifetimeMs);
  deliver(ctx, codeMessage(send.purpose, email, code, ctx.productName));
}

/**
 * A new code for an account that may receive it. Any other e-mail gets the same answer and a
 * code of its own that no one receives, so neither the answer nor later confirm attempts tell
 * which e-mails have accounts.
 */
export async function sendCode(
  ctx: IdentityContext,
  caller: Caller,
  body: Static<typeof UsernameBody>,
  send: CodeSend,
) {
  requireClient(ctx, body.ClientId);
  const email = usernameEmail(body.Username);
  await spendCodeSend(ctx.db, ctx.limits, email, caller.address);
  const account = await findAccount(ctx.db, email);
  const code = await issueCode(ctx.db, email, send.purpose, send.lifetimeMs);
  if (account && send.mayReceive(account)) {
    deliver(ctx, codeMessage(send.purpose, email, code, ctx.productName));
  }
  return codeDelivery(email);
}

/**
 * Spends the code and applies its effect in the same transaction. apply answers false when no
 * account is in the state the code is for, which the caller hears as a wrong code.
 */
export async function confirmCode(
  db: Database,
  email: string,
  purpose: CodePurpose,
  code: string,
  apply: (tx: Queryable) => Promise<boolean>,
): Promise<void> {
  const result = await db.transaction(async (tx) => {
    const checked = await checkCode(tx, email, purpose, code.trim());
    if (checked !== 'accepted') return checked;
    return (await apply(tx)) ? 'accepted' : 'mismatch';
  });
  if (result === 'expired') throw codeExpired();
  if (result === 'mismatch') throw codeMismatch();
}
