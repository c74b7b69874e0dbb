import { Title } from '@mantine/core';

export function RefundEditScreen() {
  return <Title order={1}>Amend Bank Account</Title>;
}
