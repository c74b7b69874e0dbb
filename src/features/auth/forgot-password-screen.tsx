import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CHECKING_YOUR_INFORMATION } from '../../../core/domain/auth-messages';
import { useAuthActor, useAuthSelector } from '../../app/auth-actor-context';
import { AnchorLink } from '../../ui/router-links';
import { AuthCard, BusyNote, FailureBanner } from './auth-card';
import { authErrorText } from './auth-error-text';
import { emailRule, newPasswordRule, required } from './auth-field-rules';

function RequestStep({ busy }: { busy: boolean }) {
  const auth = useAuthActor();
  const form = useForm({ initialValues: { email: '' }, validate: { email: emailRule } });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ email }) =>
        auth.send({ type: 'auth.forgotPassword.request', email }),
      )}
    >
      <Stack gap="md">
        <Text>Enter the e-mail address of your account and we will send you a code.</Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          disabled={busy}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={busy} fullWidth>
          Request Reset
        </Button>
      </Stack>
    </form>
  );
}

interface CodeValues {
  code: string;
  password: string;
  confirmPassword: string;
}

function CodeStep({ busy }: { busy: boolean }) {
  const auth = useAuthActor();
  const email = useAuthSelector((snapshot) => snapshot.context.email);
  const mismatch = useAuthSelector(
    (snapshot) => snapshot.context.error?.kind === 'passwordMismatch',
  );
  const resending = useAuthSelector((snapshot) =>
    snapshot.matches({ forgotPassword: 'resending' }),
  );
  const form = useForm<CodeValues>({
    initialValues: { code: '', password: '', confirmPassword: '' },
    validate: {
      code: required('Validation Code'),
      password: newPasswordRule('Password'),
      confirmPassword: required('Confirm Password'),
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        auth.send({ type: 'auth.forgotPassword.submit', ...values }),
      )}
    >
      <Stack gap="md">
        {/* A long address breaks where it must, so the card keeps to a phone's width. */}
        <Text style={{ overflowWrap: 'anywhere' }}>
          {`We have sent a validation code to ${email ?? 'your e-mail'}. Enter it with your new password.`}
        </Text>
        <TextInput
          label="Validation Code"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          disabled={busy}
          {...form.getInputProps('code')}
        />
        <PasswordInput
          label="Password"
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
            mismatch ? authErrorText({ kind: 'passwordMismatch' }) : form.errors.confirmPassword
          }
        />
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
      <AnchorLink to="/login" size="sm" ta="center">
        Back to Login
      </AnchorLink>
    </AuthCard>
  );
}
