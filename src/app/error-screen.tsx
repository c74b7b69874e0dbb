import { Alert, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { type ErrorComponentProps, useLocation, useNavigate } from '@tanstack/react-router';
import { errorText } from '../api/error-text';
import { ContactButton } from './contact-button';

// The router's rendering-error boundary (spec §2 "Error screen").
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const goHome = () => {
    reset();
    void navigate({ to: '/eventHome' });
  };
  return (
    <Stack align="center" ta="center" py="xl" gap="md">
      <Title order={1}>This Doesn't Look Good</Title>
      <Text size="lg">Sorry something went wrong while processing your request</Text>
      <Alert color="red" variant="light" maw={560} w="100%">
        {errorText(error)}
      </Alert>
      <Text c="dimmed">
        Requested page: <Code>{pathname}</Code>
      </Text>
      <Group>
        <Button onClick={goHome}>Home</Button>
        <ContactButton variant="default">Contact</ContactButton>
      </Group>
    </Stack>
  );
}
