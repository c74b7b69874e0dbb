import { Alert, Button, Center, Stack, Text, Title } from '@mantine/core';

// Shown instead of the app when GET /config.json fails: without it nothing else can work.
export function ConfigErrorPage({ message }: { message: string }) {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" ta="center" maw={520} gap="md">
        <Title order={1}>This Doesn't Look Good</Title>
        <Text size="lg">
          The application settings could not be loaded, so the portal cannot start.
        </Text>
        <Alert color="red" variant="light" w="100%">
          {message}
        </Alert>
        <Button onClick={() => window.location.reload()}>Try Again</Button>
      </Stack>
    </Center>
  );
}
