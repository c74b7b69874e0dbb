import { Button, Divider, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isFilled } from '../domain/form-rules';
import { LOGGING_IN } from '../domain/messages';
import { AnchorLink, ButtonLink } from '../ui/router-links';
import { useAuthActor, useAuthSelector } from './auth-actor-context';
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
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: { password: required('Password') },
  });
  const signIn = (values: LoginValues) => auth.send({ type: 'auth.signIn', ...values });

  return (
    <AuthCard title="Login" screen="signIn">
      <form
        noValidate
        onSubmit={form.onSubmit(signIn, (_, values) => {
          // Let the machine report a missing e-mail next to the missing password.
          if (!isFilled(values.email)) signIn(values);
        })}
      >
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            disabled={loggingIn}
            {...form.getInputProps('email')}
            error={error?.kind === 'noEmail' ? authErrorText(error) : form.errors.email}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            disabled={loggingIn}
            {...form.getInputProps('password')}
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
