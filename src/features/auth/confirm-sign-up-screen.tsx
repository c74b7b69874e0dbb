import { Button, Group, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useAuthActor, useAuthSelector } from '../../app/auth-actor-context';
import { AuthCard, BackToLogin } from './auth-card';
import { CodeField } from './auth-form-fields';
import { useAuthForm } from './use-auth-form';

// spec §2 Confirm sign-up: the code e-mailed at sign-up. The outcomes are alerts ('Sign up
// Completed', 'Code Validation Error', 'Code Resent …', 'Username Not Found').
export function ConfirmSignUpScreen() {
  const auth = useAuthActor();
  const email = useAuthSelector((snapshot) => snapshot.context.email);
  const confirming = useAuthSelector((snapshot) =>
    snapshot.matches({ confirmSignUp: 'confirming' }),
  );
  const resending = useAuthSelector((snapshot) => snapshot.matches({ confirmSignUp: 'resending' }));
  const { values, field } = useAuthForm({ code: '' }, confirming || resending);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    auth.send({ type: 'auth.confirm', ...values });
  };

  return (
    <AuthCard title="Confirm Sign Up" screen="confirmSignUp">
      {/* A long address breaks where it must, so the card keeps to a phone's width. */}
      <Text style={{ overflowWrap: 'anywhere' }}>
        {email
          ? `We have sent a verification code to ${email}. Enter it below to activate your account.`
          : 'Enter the verification code we e-mailed you to activate your account.'}
      </Text>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <CodeField field={field} label="Verification Code" />
          <Group grow>
            <Button type="submit" loading={confirming} disabled={resending}>
              Validate Code
            </Button>
            <Button
              variant="default"
              loading={resending}
              disabled={confirming}
              onClick={() => auth.send({ type: 'auth.resendCode' })}
            >
              Resend Code
            </Button>
          </Group>
          <BackToLogin />
        </Stack>
      </form>
    </AuthCard>
  );
}
