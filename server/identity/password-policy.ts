// Spec §9's password policy, the SPA's own rule (core/domain/form-rules), enforced here too: a
// client that skips the form's check still cannot set a weak password.
import { PASSWORD_POLICY_MESSAGE } from '../../core/domain/auth-messages';
import { meetsPasswordPolicy } from '../../core/domain/form-rules';
import { CognitoError } from './cognito-error';

export function requirePasswordPolicy(password: string): void {
  if (!meetsPasswordPolicy(password)) {
    throw new CognitoError(
      'InvalidPasswordException',
      `Password did not conform with policy: ${PASSWORD_POLICY_MESSAGE}`,
    );
  }
}
