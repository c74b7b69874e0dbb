import { Title } from '@mantine/core';

export function RefundScreen() {
  return <Title order={1}>Request a Refund</Title>;
}
