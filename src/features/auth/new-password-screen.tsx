import { Button, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useAuthActor, useAuthSelector } from '../../app/auth-actor-context';
import { AuthCard, BackToLogin, FailureBanner } from './auth-card';
import { authErrorText } from './auth-error-text';
import { NameFields, NewPasswordFields } from './auth-form-fields';
import { useAuthForm } from './use-auth-form';

// spec §2 Confirm Account: the first sign-in with a temporary password (NEW_PASSWORD_REQUIRED).
export function NewPasswordScreen() {
  const auth = useAuthActor();
  const busy = useAuthSelector((snapshot) => snapshot.hasTag('busy'));
  const error = useAuthSelector((snapshot) => snapshot.context.error);
  const { values, field } = useAuthForm(
    { givenName: '', familyName: '', password: '', confirmPassword: '' },
    busy,
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    auth.send({ type: 'auth.newPassword.submit', ...values });
  };

  return (
    <AuthCard title="Confirm Account" screen="newPassword">
      <Text>Welcome! Please confirm your name and choose a new password.</Text>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <NameFields field={field} familyNameLabel="Surname" />
          <NewPasswordFields field={field} passwordLabel="New Password" />
          {error?.kind === 'newPasswordFailed' && (
            <FailureBanner>{authErrorText(error)}</FailureBanner>
          )}
          <Button type="submit" loading={busy} fullWidth>
            Update Password
          </Button>
          <BackToLogin />
        </Stack>
      </form>
    </AuthCard>
  );
}
