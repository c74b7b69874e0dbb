// ForgotPassword and ConfirmForgotPassword.
import type { Static } from 'typebox';
import { findAccount } from './accounts';
import { codeMessage } from './code-messages';
import { checkCode, issueCode } from './codes';
import { codeExpired, codeMismatch } from './cognito-error';
import {
  type Caller,
  codeDelivery,
  deliver,
  type IdentityContext,
  requireClient,
  usernameEmail,
} from './identity-context';
import { LIFETIMES } from './identity-limits';
import { hashPassword } from './password-hash';
import { requirePasswordPolicy } from './password-policy';
import { spendCodeSend } from './send-limits';
import { clearFailures } from './sign-in-lockout';
import type { ConfirmForgotPasswordBody, UsernameBody } from './target-schemas';

// Who may reset by e-mail: an account whose e-mail is proven and that an operator has not
// disabled. Everyone else is answered alike and mailed nothing.
const RESETTABLE = new Set(['CONFIRMED', 'RESET_REQUIRED']);

export async function forgotPassword(
  ctx: IdentityContext,
  caller: Caller,
  body: Static<typeof UsernameBody>,
) {
  requireClient(ctx, body.ClientId);
  const email = usernameEmail(body.Username);
  await spendCodeSend(ctx.db, ctx.limits, email, caller.address);
  const account = await findAccount(ctx.db, email);
  const code = await issueCode(ctx.db, email, 'ForgotPassword', LIFETIMES.resetCodeMs);
  if (account?.enabled && RESETTABLE.has(account.status)) {
    deliver(ctx, codeMessage('ForgotPassword', email, code, ctx.productName));
  }
  return codeDelivery(email);
}

/** A new password by e-mailed code: every session of the account ends with the old one. */
export async function confirmForgotPassword(
  ctx: IdentityContext,
  body: Static<typeof ConfirmForgotPasswordBody>,
) {
  requireClient(ctx, body.ClientId);
  const email = usernameEmail(body.Username);
  requirePasswordPolicy(body.Password);
  const passwordHash = await hashPassword(body.Password);
  const result = await ctx.db.transaction(async (tx) => {
    const checked = await checkCode(tx, email, 'ForgotPassword', body.ConfirmationCode.trim());
    if (checked !== 'accepted') return checked;
    const changed = await tx.query<{ sub: string }>(
      `update identity_accounts set password_hash = $2, status = 'CONFIRMED',
         temporary_password_expires_at = null, updated_at = now()
       where email = $1 and enabled and status in ('CONFIRMED', 'RESET_REQUIRED') returning sub`,
      [email, passwordHash],
    );
    const [account] = changed;
    if (!account) return 'mismatch';
    await tx.query(
      `update identity_sessions set revoked_at = now() where sub = $1 and revoked_at is null`,
      [account.sub],
    );
    return 'accepted';
  });
  if (result === 'expired') throw codeExpired();
  if (result === 'mismatch') throw codeMismatch();
  await clearFailures(ctx.db, email);
  return {};
}
