import { Title } from '@mantine/core';

export function TagRegistrationScreen() {
  return <Title order={1}>Find Your Tag</Title>;
}
