import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../core/domain/money';

export interface RefundConfirmDialogProps {
  opened: boolean;
  accountNumber: string;
  totalCents: number;
  onConfirm: () => void;
  onCancel: () => void;
}

// spec §2 Refund: the account number is shown once more before the refund is lodged.
export function RefundConfirmDialog(props: RefundConfirmDialogProps) {
  const { opened, accountNumber, totalCents, onConfirm, onCancel } = props;
  return (
    <Modal opened={opened} onClose={onCancel} title="Confirm Your Refund" centered>
      <Stack gap="md">
        <Text>
          We will pay {formatMoney(totalCents)} into this bank account. Please check that it is
          correct:
        </Text>
        <Text
          fz="xl"
          fw={700}
          ta="center"
          ff="monospace"
          data-testid="confirm-account-number"
          style={{ wordBreak: 'break-all' }}
        >
          {accountNumber}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm}>Confirm</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
