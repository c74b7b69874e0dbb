import { Button, Group, Paper, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useInstallPromptStore } from './install-prompt-context';
import type { InstallPromptStore } from './install-prompt-store';

export interface InstallPromptProps {
  productName: string;
}

/** Our install offer on the home page; renders nothing unless the browser offered to install. */
export function InstallPrompt({ productName }: InstallPromptProps) {
  const store = useInstallPromptStore();
  return store ? <InstallOffer productName={productName} store={store} /> : null;
}

function InstallOffer({ productName, store }: InstallPromptProps & { store: InstallPromptStore }) {
  const { canInstall } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  if (!canInstall) return null;
  return (
    <Paper withBorder p="md" radius="md" role="region" aria-label={`Install ${productName}`}>
      <Text fw={600}>Install {productName}</Text>
      <Text size="sm" c="dimmed">
        Add {productName} to your device to reach your wallet in one tap.
      </Text>
      <Group mt="sm" gap="sm">
        <Button onClick={() => void store.install()}>Install</Button>
        <Button variant="default" onClick={() => store.decline()}>
          Not now
        </Button>
      </Group>
    </Paper>
  );
}
