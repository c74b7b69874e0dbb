import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { DONATION_NOT_CONFIRMED, donationConfirmText } from '../../../core/domain/donation';
import type { DonationActor } from './donation-form';

// The donation's confirmation (DESIGN §8 Donation): the charity and the amount once more; while
// the call runs it waits, and when no answer came it offers to send the same donation again.
export function DonationDialog({ actor, charity }: { actor: DonationActor; charity: string }) {
  const state = useSelector(actor, (snapshot) =>
    snapshot.matches('confirming')
      ? 'confirming'
      : snapshot.matches('giving')
        ? 'giving'
        : snapshot.matches('failed')
          ? 'failed'
          : null,
  );
  const amountCents = useSelector(actor, (snapshot) => snapshot.context.amountCents ?? 0);
  const giving = state === 'giving';
  const failed = state === 'failed';
  const cancel = () => {
    if (!giving) actor.send({ type: 'donation.cancel' });
  };
  return (
    <Modal
      opened={state !== null}
      onClose={cancel}
      withCloseButton={!giving}
      closeOnEscape={!giving}
      closeOnClickOutside={!giving}
      title={failed ? DONATION_NOT_CONFIRMED.title : 'Confirm Your Donation'}
      centered
    >
      <Stack gap="md">
        <Text role={failed ? 'alert' : undefined}>
          {failed ? DONATION_NOT_CONFIRMED.body : donationConfirmText(charity, amountCents)}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel} disabled={giving}>
            Cancel
          </Button>
          {failed ? (
            <Button onClick={() => actor.send({ type: 'donation.retry' })}>Try Again</Button>
          ) : (
            <Button loading={giving} onClick={() => actor.send({ type: 'donation.confirm' })}>
              Confirm
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
