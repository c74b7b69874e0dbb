// What the auth forms check before the chart calls the identity (spec §5): every field required,
// e-mails well-formed, new passwords meeting the identity's policy and typed twice alike. The
// spec words the policy, the missing login e-mail and the mismatch; the other texts are ours.
import {
  NO_EMAIL,
  PASSWORD_POLICY_MESSAGE,
  PASSWORDS_DO_NOT_MATCH,
} from '../../../../core/domain/auth-messages';
import {
  isFilled,
  isValidEmail,
  meetsPasswordPolicy,
  passwordsMatch,
} from '../../../../core/domain/form-rules';

export type AuthField =
  | 'email'
  | 'password'
  | 'confirmPassword'
  | 'code'
  | 'givenName'
  | 'familyName';

/** The complaint under each field that stopped the last submit. */
export type AuthFieldErrors = Partial<Record<AuthField, string>>;

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

function confirmRule(password: string): Rule {
  return (value) =>
    required('Confirm Password')(value) ??
    (passwordsMatch(password, value) ? null : PASSWORDS_DO_NOT_MATCH);
}

function fieldErrors(checks: Partial<Record<AuthField, string | null>>): AuthFieldErrors {
  return Object.fromEntries(
    Object.entries(checks).filter((entry): entry is [AuthField, string] => entry[1] !== null),
  );
}

export function hasFieldErrors(errors: AuthFieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** Login checks only that there is an e-mail: a mistyped one is the identity's to refuse. */
export function signInErrors(form: { email: string; password: string }): AuthFieldErrors {
  return fieldErrors({
    email: isFilled(form.email) ? null : NO_EMAIL,
    password: required('Password')(form.password),
  });
}

export function signUpErrors(form: {
  givenName: string;
  familyName: string;
  email: string;
  password: string;
}): AuthFieldErrors {
  return fieldErrors({
    givenName: required('First Name')(form.givenName),
    familyName: required('Last Name')(form.familyName),
    email: emailRule(form.email),
    password: newPasswordRule('Password')(form.password),
  });
}

export function confirmSignUpErrors(form: { code: string }): AuthFieldErrors {
  return fieldErrors({ code: required('Verification Code')(form.code) });
}

export function resetRequestErrors(form: { email: string }): AuthFieldErrors {
  return fieldErrors({ email: emailRule(form.email) });
}

export function resetErrors(form: {
  code: string;
  password: string;
  confirmPassword: string;
}): AuthFieldErrors {
  return fieldErrors({
    code: required('Validation Code')(form.code),
    password: newPasswordRule('Password')(form.password),
    confirmPassword: confirmRule(form.password)(form.confirmPassword),
  });
}

export function newPasswordErrors(form: {
  givenName: string;
  familyName: string;
  password: string;
  confirmPassword: string;
}): AuthFieldErrors {
  return fieldErrors({
    givenName: required('First Name')(form.givenName),
    familyName: required('Surname')(form.familyName),
    password: newPasswordRule('New Password')(form.password),
    confirmPassword: confirmRule(form.password)(form.confirmPassword),
  });
}
