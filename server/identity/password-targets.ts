// ForgotPassword and ConfirmForgotPassword.
import type { Static } from 'typebox';
import { type CodeSend, confirmCode, sendCode } from './code-targets';
import {
  type Caller,
  type IdentityContext,
  requireClient,
  usernameEmail,
} from './identity-context';
import { LIFETIMES } from './identity-limits';
import { hashPassword } from './password-hash';
import { requirePasswordPolicy } from './password-policy';
import { clearFailures } from './sign-in-lockout';
import type { ConfirmForgotPasswordBody, UsernameBody } from './target-schemas';

// Who may reset by e-mail: an account whose e-mail is proven and that an operator has not
// disabled. Everyone else is answered alike and mailed nothing.
const RESETTABLE = new Set(['CONFIRMED', 'RESET_REQUIRED']);

const RESET_CODE: CodeSend = {
  purpose: 'ForgotPassword',
  lifetimeMs: LIFETIMES.resetCodeMs,
  mayReceive: (account) => account.enabled && RESETTABLE.has(account.status),
};

export function forgotPassword(
  ctx: IdentityContext,
  caller: Caller,
  body: Static<typeof UsernameBody>,
) {
  return sendCode(ctx, caller, body, RESET_CODE);
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
  await confirmCode(ctx.db, email, 'ForgotPassword', body.ConfirmationCode, async (tx) => {
    const [account] = await tx.query<{ sub: string }>(
      `update identity_accounts set password_hash = $2, status = 'CONFIRMED',
         temporary_password_expires_at = null, updated_at = now()
       where email = $1 and enabled and status in ('CONFIRMED', 'RESET_REQUIRED') returning sub`,
      [email, passwordHash],
    );
    if (!account) return false;
    await tx.query(
      `update identity_sessions set revoked_at = now() where sub = $1 and revoked_at is null`,
      [account.sub],
    );
    return true;
  });
  await clearFailures(ctx.db, email);
  return {};
}
