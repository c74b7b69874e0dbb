import { Center } from '@mantine/core';
import { LoadingStatus } from './loading-status';

export function PendingScreen() {
  return (
    <Center py="xl">
      <LoadingStatus label="Loading" />
    </Center>
  );
}
