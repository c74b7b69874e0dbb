import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useAuthActor, useAuthSelector } from '../../app/auth-actor-context';
import { AnchorLink } from '../../ui/router-links';
import { AuthCard } from './auth-card';
import { NameFields } from './auth-form-fields';
import { useAuthForm } from './use-auth-form';

// spec §2 Sign up. Failures arrive as the 'Sign Up Error' alert; success moves to the code step.
export function SignUpScreen() {
  const auth = useAuthActor();
  const busy = useAuthSelector((snapshot) => snapshot.hasTag('busy'));
  const { values, field } = useAuthForm(
    { givenName: '', familyName: '', email: '', password: '' },
    busy,
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The request carries a phone though the form has none (spec §2).
    auth.send({ type: 'auth.signUp', ...values, phone: '' });
  };

  return (
    <AuthCard title="Sign Up" screen="signUp">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <NameFields field={field} familyNameLabel="Last Name" />
          <TextInput label="Email" type="email" autoComplete="email" {...field('email')} />
          <PasswordInput label="Password" autoComplete="new-password" {...field('password')} />
          <Text size="sm">
            By creating an account you agree to our{' '}
            <AnchorLink to="/policy/privacy" inherit>
              Privacy Policy
            </AnchorLink>{' '}
            and{' '}
            <AnchorLink to="/policy/terms" inherit>
              Terms and Conditions
            </AnchorLink>
            .
          </Text>
          <Button type="submit" loading={busy} fullWidth>
            Create Account
          </Button>
          <Group justify="center" gap={4}>
            <Text size="sm">Already have an account?</Text>
            <AnchorLink to="/login" size="sm" fw={600}>
              Login
            </AnchorLink>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
