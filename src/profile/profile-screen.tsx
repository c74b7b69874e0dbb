import { Title } from '@mantine/core';

export function ProfileScreen() {
  return <Title order={1}>My Profile</Title>;
}
