import { Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ResultDialogProps {
  opened: boolean;
  title: string;
  /** Closing is refused while a claim runs. */
  closable: boolean;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
}

// The search and claim outcomes of spec §8, shown the same way for tickets and tags.
export function ResultDialog({
  opened,
  title,
  closable,
  onClose,
  children,
  actions,
}: ResultDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeOnClickOutside={closable}
      closeOnEscape={closable}
      withCloseButton={closable}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          {actions}
        </Group>
      </Stack>
    </Modal>
  );
}
