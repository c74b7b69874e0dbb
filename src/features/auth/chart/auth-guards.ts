// The conditions the auth flow branches on, as pure functions of plain data so the machine's
// guards stay one-liners and each rule can be read (and tested) on its own.
import { isFilled, passwordsMatch } from '../../../../core/domain/form-rules';
import type { SignInResult, SignUpResult } from './auth-types';
import { identityFailure } from './identity-failure';

export function isNewPasswordRequired(result: SignInResult): boolean {
  return result.kind === 'newPasswordRequired';
}

export function isSignUpConfirmed(result: SignUpResult): boolean {
  return result.kind === 'confirmed';
}

export function isUserNotConfirmed(error: unknown): boolean {
  return identityFailure(error).code === 'UserNotConfirmedException';
}

export function isPasswordResetRequired(error: unknown): boolean {
  return identityFailure(error).code === 'PasswordResetRequiredException';
}

/** spec §5: 'No email not populated' unless the login form has an e-mail. */
export function hasEmail(email: string | null | undefined): boolean {
  return isFilled(email);
}

/** spec §5: the new-password and reset forms refuse differing passwords. */
export function hasMatchingPasswords(input: {
  password: string;
  confirmPassword: string;
}): boolean {
  return passwordsMatch(input.password, input.confirmPassword);
}
