import { PasswordInput, TextInput } from '@mantine/core';
import type { AuthFieldProps } from './use-auth-form';

/** The name a new account, or one confirmed with a temporary password, goes by. */
export function NameFields({
  field,
  familyNameLabel,
}: {
  field: AuthFieldProps<'givenName' | 'familyName'>;
  familyNameLabel: 'Last Name' | 'Surname';
}) {
  return (
    <>
      <TextInput label="First Name" autoComplete="given-name" {...field('givenName')} />
      <TextInput label={familyNameLabel} autoComplete="family-name" {...field('familyName')} />
    </>
  );
}

/** A password being chosen, typed twice. */
export function NewPasswordFields({
  field,
  passwordLabel,
}: {
  field: AuthFieldProps<'password' | 'confirmPassword'>;
  passwordLabel: 'Password' | 'New Password';
}) {
  return (
    <>
      <PasswordInput label={passwordLabel} autoComplete="new-password" {...field('password')} />
      <PasswordInput
        label="Confirm Password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
    </>
  );
}

/** The code the identity e-mailed. */
export function CodeField({
  field,
  label,
}: {
  field: AuthFieldProps<'code'>;
  label: 'Verification Code' | 'Validation Code';
}) {
  return (
    <TextInput label={label} autoComplete="one-time-code" inputMode="numeric" {...field('code')} />
  );
}
