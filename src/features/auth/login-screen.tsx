import { Button, Divider, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { LOGGING_IN } from '../../../core/domain/auth-messages';
import { isFilled } from '../../../core/domain/form-rules';
import { useAuthActor, useAuthSelector } from '../../app/auth-actor-context';
import { AnchorLink, ButtonLink } from '../../ui/router-links';
import { AuthCard, BusyNote, FailureBanner } from './auth-card';
import { authErrorText } from './auth-error-text';
import { required } from './auth-field-rules';

interface LoginValues {
  email: string;
  password: string;
}

// spec §2 Login. The e-mail check ('No email not populated') is the machine's, so the form only
// checks the password.
export function LoginScreen() {
  const auth = useAuthActor();
  // Signing out also runs in this state, but it is not a login.
  const loggingIn = useAuthSelector(
    (snapshot) => snapshot.hasTag('busy') && !snapshot.matches({ signIn: 'signingOut' }),
  );
  const error = useAuthSelector((snapshot) => snapshot.context.error);
  // Two fields need no form library; keeping @mantine/form off /login keeps its first load lean.
  // Back from signing up or resetting the password, the address just used is filled in.
  const [values, setValues] = useState<LoginValues>(() => ({
    email: auth.getSnapshot().context.email ?? '',
    password: '',
  }));
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const signIn = () => auth.send({ type: 'auth.signIn', ...values });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalidPassword = required('Password')(values.password);
    setPasswordError(invalidPassword);
    // With the password missing, the machine still reports a missing e-mail next to it.
    if (!invalidPassword || !isFilled(values.email)) signIn();
  };
  const change = (field: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
    // As with the other auth forms, typing clears the field's complaint.
    if (field === 'password') setPasswordError(null);
  };

  return (
    <AuthCard title="Login" screen="signIn">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            disabled={loggingIn}
            value={values.email}
            onChange={change('email')}
            error={error?.kind === 'noEmail' ? authErrorText(error) : undefined}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            disabled={loggingIn}
            value={values.password}
            onChange={change('password')}
            error={passwordError}
          />
          {error?.kind === 'signInFailed' && <FailureBanner>{authErrorText(error)}</FailureBanner>}
          {loggingIn && <BusyNote>{LOGGING_IN}</BusyNote>}
          <Button type="submit" loading={loggingIn} fullWidth>
            Login
          </Button>
          <Group justify="space-between" gap="xs">
            <ButtonLink to="/forgotPassword" variant="subtle" size="sm" px={0} disabled={loggingIn}>
              Reset Password
            </ButtonLink>
            <AnchorLink to="/signUp" size="sm" fw={600}>
              Create Account
            </AnchorLink>
          </Group>
        </Stack>
      </form>
      <Divider label="or" labelPosition="center" />
      <Button
        variant="default"
        fullWidth
        disabled={loggingIn}
        onClick={() => auth.send({ type: 'auth.hosted.start' })}
      >
        Social Login
      </Button>
    </AuthCard>
  );
}
