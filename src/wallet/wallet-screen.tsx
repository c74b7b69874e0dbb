import { Title } from '@mantine/core';

export function WalletScreen() {
  return <Title order={1}>Event Wallet</Title>;
}
