// Field checks of the auth forms (spec §5): every field required, e-mails well-formed, new
// passwords meeting the identity's policy. The spec words only the policy failure; the other
// texts are ours. Matching passwords and the login e-mail are the machine's checks, not these.

import { PASSWORD_POLICY_MESSAGE } from '../../../core/domain/auth-messages';
import { isFilled, isValidEmail, meetsPasswordPolicy } from '../../../core/domain/form-rules';

type Rule = (value: string) => string | null;

export function required(label: string): Rule {
  return (value) => (isFilled(value) ? null : `${label} is required`);
}

export const INVALID_EMAIL = 'Please enter a valid email address';

export const emailRule: Rule = (value) =>
  required('Email')(value) ?? (isValidEmail(value) ? null : INVALID_EMAIL);

/** For a password being chosen (sign up, reset, first sign-in), not one being entered. */
export function newPasswordRule(label: string): Rule {
  return (value) =>
    required(label)(value) ?? (meetsPasswordPolicy(value) ? null : PASSWORD_POLICY_MESSAGE);
}
