import { Button, Divider, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { LOGGING_IN, LOGIN_FORM } from '../../../core/domain/auth-messages';
import { useAuthActor, useAuthSelector } from '../../app/auth-actor-context';
import { AnchorLink, ButtonLink } from '../../ui/router-links';
import { AuthCard, BusyNote, FailureBanner } from './auth-card';
import { authErrorText } from './auth-error-text';
import { useAuthForm } from './use-auth-form';
import { useBootLoginTakeover } from './use-boot-login-takeover';

// spec §2 Login.
export function LoginScreen() {
  const auth = useAuthActor();
  // Signing out also runs in this state, but it is not a login.
  const loggingIn = useAuthSelector(
    (snapshot) => snapshot.hasTag('busy') && !snapshot.matches({ signIn: 'signingOut' }),
  );
  const error = useAuthSelector((snapshot) => snapshot.context.error);
  // Back from signing up or resetting the password, the address just used is filled in.
  const { values, field, fill } = useAuthForm(
    { email: auth.getSnapshot().context.email ?? '', password: '' },
    loggingIn,
  );
  const inputs = useBootLoginTakeover(fill);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    auth.send({ type: 'auth.signIn', ...values });
  };

  return (
    <AuthCard title={LOGIN_FORM.title} screen="signIn">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            ref={inputs.email}
            label={LOGIN_FORM.email}
            type="email"
            autoComplete="username"
            {...field('email')}
          />
          <PasswordInput
            ref={inputs.password}
            label={LOGIN_FORM.password}
            autoComplete="current-password"
            {...field('password')}
          />
          {error?.kind === 'signInFailed' && <FailureBanner>{authErrorText(error)}</FailureBanner>}
          {loggingIn && <BusyNote>{LOGGING_IN}</BusyNote>}
          <Button type="submit" loading={loggingIn} fullWidth>
            {LOGIN_FORM.submit}
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
