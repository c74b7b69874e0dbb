import { Paper, Stack, Text, Title } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { type AuthScreenName, authScreenFor } from './auth-screen';

const HEADINGS: Record<AuthScreenName, string> = {
  loading: 'Loading',
  signIn: 'Login',
  newPassword: 'Confirm Account',
  forgotPassword: 'Forgot Password',
  signUp: 'Sign Up',
  confirmSignUp: 'Confirm Sign Up',
};

// Hand-off point to the auth statechart: every signed-out path that is not a public page renders
// this component, and the statechart replaces its body with the real forms. Until then it only
// names the screen the address asks for, with sign-in standing in for the flow's current screen.
export function AuthScreens() {
  const { pathname, search } = useLocation();
  const { screen, processing } = authScreenFor(pathname, search);
  const shown = screen ?? 'signIn';
  return (
    <Paper withBorder p="lg" maw={480} mx="auto" data-auth-screen={shown}>
      <Stack>
        <Title order={1}>{HEADINGS[shown]}</Title>
        {processing && <Text>Logging in please wait...</Text>}
      </Stack>
    </Paper>
  );
}
