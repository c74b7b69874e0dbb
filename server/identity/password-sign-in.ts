// A sign-in with e-mail and password, shared by InitiateAuth and the hosted sign-in page. Every
// failure an attacker can provoke without the password reads the same for known and unknown
// e-mails; only the right password learns the account's state (unconfirmed, reset, disabled).
import type { Account } from './accounts';
import { findAccount } from './accounts';
import { attemptsExceeded, CognitoError, incorrectCredentials } from './cognito-error';
import type { Caller, IdentityContext } from './identity-context';
import { passwordMatches } from './password-hash';
import { clearFailures, failureKeys, isLockedOut, recordFailure } from './sign-in-lockout';

export type PasswordSignIn =
  | { kind: 'signedIn'; account: Account }
  | { kind: 'newPasswordRequired'; account: Account };

export async function signInWithPassword(
  ctx: IdentityContext,
  caller: Caller,
  email: string,
  password: string,
): Promise<PasswordSignIn> {
  const keys = failureKeys(ctx.limits, email, caller.address);
  if (await isLockedOut(ctx.db, ctx.limits, keys)) {
    ctx.metrics.signIn('locked');
    throw attemptsExceeded();
  }
  const account = await findAccount(ctx.db, email);
  if (!(await passwordMatches(account?.passwordHash, password)) || !account) {
    if (await recordFailure(ctx.db, keys)) ctx.metrics.lockout();
    ctx.metrics.signIn('failure');
    throw incorrectCredentials();
  }
  await clearFailures(ctx.db, email);
  if (!account.enabled) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
  switch (account.status) {
    case 'UNCONFIRMED':
      throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
    case 'RESET_REQUIRED':
      throw new CognitoError(
        'PasswordResetRequiredException',
        'Password reset required for the user',
      );
    case 'FORCE_CHANGE_PASSWORD':
      if (
        account.temporaryPasswordExpiresAt &&
        account.temporaryPasswordExpiresAt.getTime() <= Date.now()
      ) {
        throw new CognitoError(
          'NotAuthorizedException',
          'Temporary password has expired and must be reset by an administrator.',
        );
      }
      ctx.metrics.signIn('challenge');
      return { kind: 'newPasswordRequired', account };
    case 'CONFIRMED':
      ctx.metrics.signIn('success');
      return { kind: 'signedIn', account };
  }
}
