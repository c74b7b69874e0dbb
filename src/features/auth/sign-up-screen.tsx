import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAuthActor, useAuthSelector } from '../../app/auth-actor-context';
import { AnchorLink } from '../../ui/router-links';
import { AuthCard } from './auth-card';
import { emailRule, newPasswordRule, required } from './auth-field-rules';

interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

// spec §2 Sign up. Failures arrive as the 'Sign Up Error' alert; success moves to the code step.
export function SignUpScreen() {
  const auth = useAuthActor();
  const busy = useAuthSelector((snapshot) => snapshot.hasTag('busy'));
  const form = useForm<SignUpValues>({
    initialValues: { firstName: '', lastName: '', email: '', password: '' },
    validate: {
      firstName: required('First Name'),
      lastName: required('Last Name'),
      email: emailRule,
      password: newPasswordRule('Password'),
    },
  });
  const signUp = ({ firstName, lastName, email, password }: SignUpValues) =>
    // The request carries a phone though the form has none (spec §2).
    auth.send({
      type: 'auth.signUp',
      givenName: firstName,
      familyName: lastName,
      email,
      password,
      phone: '',
    });

  return (
    <AuthCard title="Sign Up" screen="signUp">
      <form noValidate onSubmit={form.onSubmit(signUp)}>
        <Stack gap="md">
          <TextInput
            label="First Name"
            autoComplete="given-name"
            required
            disabled={busy}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last Name"
            autoComplete="family-name"
            required
            disabled={busy}
            {...form.getInputProps('lastName')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            disabled={busy}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            required
            disabled={busy}
            {...form.getInputProps('password')}
          />
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
