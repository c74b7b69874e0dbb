import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import {
  TAG_ALREADY_REGISTERED_TITLE,
  TICKET_CLAIM_FAILED,
  TICKET_CLAIM_NO_MATCH,
  tagClaimFailedMessage,
  tagDialog,
  tagSearchFailedMessage,
  ticketDialog,
} from '../../../core/domain/messages';
import { formatTagNumber } from '../../../core/domain/registration';
import type { RegistrationMachine } from './chart/registration-machine';
import type { RegistrationActor } from './use-registration-actor';

type Snapshot = SnapshotFrom<RegistrationMachine>;

export interface RegistrationDialogView {
  title: string;
  /** What the result is about, above the text: the ticket's event or the tag as printed. */
  subject?: string;
  body: string;
  /** The failed call's own text, under the spec's sentence. */
  detail?: string | null;
  checklist: readonly string[];
  claim: 'Add Ticket' | 'Register Tag' | null;
  toWallet: boolean;
}

const plain = { checklist: [], claim: null, toWallet: false } as const;

function failureView(snapshot: Snapshot, product: string): RegistrationDialogView | null {
  const { kind, error, claimFailure } = snapshot.context;
  if (snapshot.matches({ dialog: 'searchFailed' })) {
    return kind === 'ticket'
      ? { ...plain, title: 'Unable to Search for Your Ticket', body: error ?? '' }
      : {
          ...plain,
          title: 'Tag Search Failed',
          body: tagSearchFailedMessage(product),
          detail: error,
        };
  }
  if (snapshot.matches({ dialog: 'claimFailed' })) {
    if (kind === 'tag') {
      const body = tagClaimFailedMessage(product);
      return { ...plain, title: 'Tag Registration Failed', body, detail: error };
    }
    const title =
      claimFailure === 'registrationNotFound' ? TICKET_CLAIM_NO_MATCH : TICKET_CLAIM_FAILED;
    return { ...plain, title, body: error ?? '' };
  }
  return null;
}

// The result stays on screen while its claim runs and until the next screen shows.
const SHOWS_RESULT = [{ dialog: 'result' }, 'claiming', 'refreshing', 'claimed'] as const;

/** spec §8 Ticket and Tag dialogs: which one the chart's state shows, null for none. */
export function registrationDialogView(
  snapshot: Snapshot,
  product: string,
): RegistrationDialogView | null {
  const { result, registration } = snapshot.context;
  if (snapshot.matches({ dialog: 'alreadyRegistered' }) || snapshot.matches('walletOpened')) {
    const event = registration ? ` for ${registration.event.name}` : '';
    return {
      ...plain,
      title: TAG_ALREADY_REGISTERED_TITLE,
      body: `This tag is already registered to your account${event}. Open its wallet to see your balance.`,
      toWallet: true,
    };
  }
  const failure = failureView(snapshot, product);
  if (failure) return failure;
  if (!result || !SHOWS_RESULT.some((state) => snapshot.matches(state))) return null;
  if (result.kind === 'ticket') {
    const { title, body, checklist, canAdd } = ticketDialog(result.status);
    const claim = canAdd ? 'Add Ticket' : null;
    return { title, body, checklist, claim, toWallet: false, subject: result.eventName };
  }
  const { title, body, canRegister } = tagDialog(result.status, {
    product,
    claimedEmail: result.claimedEmail,
  });
  return {
    ...plain,
    title,
    body,
    claim: canRegister ? 'Register Tag' : null,
    subject: `Tag Number: ${formatTagNumber(result.uid)}`,
  };
}

export interface RegistrationDialogProps {
  actor: RegistrationActor;
  productName: string;
}

// One dialog for both searches: the result with its claim button for a claimable ticket or tag,
// the already-registered dialog with 'Go to Wallet', and the search and claim failures.
export function RegistrationDialog({ actor, productName }: RegistrationDialogProps) {
  const snapshot = useSelector(actor, (current) => current);
  const dialog = registrationDialogView(snapshot, productName);
  const busy = snapshot.hasTag('busy');
  const close = () => actor.send({ type: 'registration.dialog.close' });
  return (
    <Modal
      opened={dialog !== null}
      onClose={close}
      title={dialog?.title ?? ''}
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        {dialog?.subject && <Text fw={600}>{dialog.subject}</Text>}
        {dialog?.body && <Text>{dialog.body}</Text>}
        {dialog?.detail && (
          <Text size="sm" c="dimmed">
            {dialog.detail}
          </Text>
        )}
        {dialog && dialog.checklist.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              Please check that:
            </Text>
            <List size="sm" spacing={4}>
              {dialog.checklist.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy}>
            Close
          </Button>
          {dialog?.claim && (
            <Button onClick={() => actor.send({ type: 'registration.claim' })} loading={busy}>
              {dialog.claim}
            </Button>
          )}
          {dialog?.toWallet && (
            <Button onClick={() => actor.send({ type: 'registration.wallet.open' })}>
              Go to Wallet
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
