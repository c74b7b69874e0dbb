import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { CHECKING_YOUR_INFORMATION } from '../../../core/domain/auth-messages';
import { useAuthActor, useAuthSelector } from '../../app/auth-actor-context';
import { AuthCard, BackToLogin, BusyNote, FailureBanner } from './auth-card';
import { authErrorText } from './auth-error-text';
import { CodeField, NewPasswordFields } from './auth-form-fields';
import { useAuthForm } from './use-auth-form';

function RequestStep({ busy }: { busy: boolean }) {
  const auth = useAuthActor();
  const { values, field } = useAuthForm({ email: '' }, busy);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    auth.send({ type: 'auth.forgotPassword.request', ...values });
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text>Enter the e-mail address of your account and we will send you a code.</Text>
        <TextInput label="Email" type="email" autoComplete="username" {...field('email')} />
        <Button type="submit" loading={busy} fullWidth>
          Request Reset
        </Button>
      </Stack>
    </form>
  );
}

function CodeStep({ busy }: { busy: boolean }) {
  const auth = useAuthActor();
  const email = useAuthSelector((snapshot) => snapshot.context.email);
  const resending = useAuthSelector((snapshot) =>
    snapshot.matches({ forgotPassword: 'resending' }),
  );
  const { values, field } = useAuthForm({ code: '', password: '', confirmPassword: '' }, busy);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    auth.send({ type: 'auth.forgotPassword.submit', ...values });
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {/* A long address breaks where it must, so the card keeps to a phone's width. */}
        <Text style={{ overflowWrap: 'anywhere' }}>
          {`We have sent a validation code to ${email ?? 'your e-mail'}. Enter it with your new password.`}
        </Text>
        <CodeField field={field} label="Validation Code" />
        <NewPasswordFields field={field} passwordLabel="Password" />
        <Group grow>
          <Button type="submit" loading={busy && !resending} disabled={resending}>
            Validate Code
          </Button>
          <Button
            variant="default"
            loading={resending}
            disabled={busy && !resending}
            onClick={() => auth.send({ type: 'auth.resendCode' })}
          >
            Resend Code
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// spec §2 Forgot password, in two steps that follow the machine: request (e-mail) and code (code
// and the new password). Failures show in a red banner.
export function ForgotPasswordScreen() {
  const busy = useAuthSelector((snapshot) => snapshot.hasTag('busy'));
  const requesting = useAuthSelector(
    (snapshot) =>
      snapshot.matches({ forgotPassword: 'request' }) ||
      snapshot.matches({ forgotPassword: 'requesting' }),
  );
  const error = useAuthSelector((snapshot) => snapshot.context.error);
  return (
    <AuthCard title="Forgot Password" screen="forgotPassword">
      {error?.kind === 'forgotPasswordFailed' && (
        <FailureBanner>{authErrorText(error)}</FailureBanner>
      )}
      {busy && <BusyNote>{CHECKING_YOUR_INFORMATION}</BusyNote>}
      {requesting ? <RequestStep busy={busy} /> : <CodeStep busy={busy} />}
      <BackToLogin />
    </AuthCard>
  );
}
