import { Center, Loader } from '@mantine/core';

export function PendingScreen() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}
