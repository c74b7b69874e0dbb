import { Title } from '@mantine/core';

export function TopUpScreen() {
  return <Title order={1}>Online Top Up</Title>;
}
