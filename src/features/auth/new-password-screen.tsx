import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAuthActor, useAuthSelector } from '../../app/auth-actor-context';
import { AnchorLink } from '../../ui/router-links';
import { AuthCard, FailureBanner } from './auth-card';
import { authErrorText } from './auth-error-text';
import { newPasswordRule, required } from './auth-field-rules';

interface NewPasswordValues {
  givenName: string;
  familyName: string;
  password: string;
  confirmPassword: string;
}

// spec §2 Confirm Account: the first sign-in with a temporary password (NEW_PASSWORD_REQUIRED).
// Whether the passwords match is the machine's check ('Passwords does not match').
export function NewPasswordScreen() {
  const auth = useAuthActor();
  const busy = useAuthSelector((snapshot) => snapshot.hasTag('busy'));
  const error = useAuthSelector((snapshot) => snapshot.context.error);
  const form = useForm<NewPasswordValues>({
    initialValues: { givenName: '', familyName: '', password: '', confirmPassword: '' },
    validate: {
      givenName: required('First Name'),
      familyName: required('Surname'),
      password: newPasswordRule('New Password'),
      confirmPassword: required('Confirm Password'),
    },
  });

  return (
    <AuthCard title="Confirm Account" screen="newPassword">
      <Text>Welcome! Please confirm your name and choose a new password.</Text>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          auth.send({ type: 'auth.newPassword.submit', ...values }),
        )}
      >
        <Stack gap="md">
          <TextInput
            label="First Name"
            autoComplete="given-name"
            required
            disabled={busy}
            {...form.getInputProps('givenName')}
          />
          <TextInput
            label="Surname"
            autoComplete="family-name"
            required
            disabled={busy}
            {...form.getInputProps('familyName')}
          />
          <PasswordInput
            label="New Password"
            autoComplete="new-password"
            required
            disabled={busy}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            required
            disabled={busy}
            {...form.getInputProps('confirmPassword')}
            error={
              error?.kind === 'passwordMismatch'
                ? authErrorText(error)
                : form.errors.confirmPassword
            }
          />
          {error?.kind === 'newPasswordFailed' && (
            <FailureBanner>{authErrorText(error)}</FailureBanner>
          )}
          <Button type="submit" loading={busy} fullWidth>
            Update Password
          </Button>
          <AnchorLink to="/login" size="sm" ta="center">
            Back to Login
          </AnchorLink>
        </Stack>
      </form>
    </AuthCard>
  );
}
