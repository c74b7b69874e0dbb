// The conditions the auth flow branches on, as pure functions of plain data so the machine's
// guards stay one-liners and each rule can be read (and tested) on its own.
import { isFilled } from '../../../../core/domain/form-rules';
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

/** spec §5: confirming a sign-up needs the e-mail it was made with ('Username Not Found'). */
export function hasEmail(email: string | null | undefined): boolean {
  return isFilled(email);
}
