import { Title } from '@mantine/core';

export function HomeScreen() {
  return <Title order={1}>My Events</Title>;
}
