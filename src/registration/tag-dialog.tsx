import { Button, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import type { TagRegistrationMachine } from '../../machines/tag-registration/tag-registration-machine';
import {
  TAG_ALREADY_REGISTERED_TITLE,
  tagClaimFailedMessage,
  tagDialog,
  tagSearchFailedMessage,
} from '../domain/messages';
import { formatTagNumber } from '../domain/registration';
import { ResultDialog } from './result-dialog';

export interface TagDialogProps {
  actor: Actor<TagRegistrationMachine>;
  productName: string;
}

type Snapshot = ReturnType<Actor<TagRegistrationMachine>['getSnapshot']>;

interface TagDialogView {
  title: string;
  body: string;
  /** The tag the result is about, grouped as printed. */
  tagNumber?: string;
  /** The failed call's own text, under the spec's sentence. */
  detail?: string | null;
  canRegister: boolean;
  toWallet: boolean;
}

function view(snapshot: Snapshot, product: string): TagDialogView | null {
  const { result, error, registration } = snapshot.context;
  if (snapshot.matches('alreadyRegistered') || snapshot.matches('walletOpened')) {
    const event = registration ? ` for ${registration.event.name}` : '';
    return {
      title: TAG_ALREADY_REGISTERED_TITLE,
      body: `This tag is already registered to your account${event}. Open its wallet to see your balance.`,
      canRegister: false,
      toWallet: true,
    };
  }
  if (snapshot.matches('searchFailed')) {
    return {
      title: 'Tag Search Failed',
      body: tagSearchFailedMessage(product),
      detail: error,
      canRegister: false,
      toWallet: false,
    };
  }
  if (snapshot.matches('claimFailed')) {
    return {
      title: 'Tag Registration Failed',
      body: tagClaimFailedMessage(product),
      detail: error,
      canRegister: false,
      toWallet: false,
    };
  }
  const showsResult =
    snapshot.matches('result') ||
    snapshot.matches('claiming') ||
    snapshot.matches('refreshing') ||
    snapshot.matches('claimed');
  if (!showsResult || !result) return null;
  const dialog = tagDialog(result.status, { product, claimedEmail: result.claimedEmail });
  return { ...dialog, tagNumber: formatTagNumber(result.uid), toWallet: false };
}

// spec §8 Tag dialogs: the search result with 'Register Tag' for an available tag only, the
// already-registered dialog with 'Go to Wallet', and the search and claim failures.
export function TagDialog({ actor, productName }: TagDialogProps) {
  const snapshot = useSelector(actor, (current) => current);
  const dialog = view(snapshot, productName);
  const busy = snapshot.hasTag('busy');
  const close = () => actor.send({ type: 'tag.dialog.close' });
  return (
    <ResultDialog
      opened={dialog !== null}
      title={dialog?.title ?? ''}
      closable={!busy}
      onClose={close}
      actions={
        <>
          <Button variant="default" onClick={close} disabled={busy}>
            Close
          </Button>
          {dialog?.canRegister && (
            <Button onClick={() => actor.send({ type: 'tag.claim' })} loading={busy}>
              Register Tag
            </Button>
          )}
          {dialog?.toWallet && (
            <Button onClick={() => actor.send({ type: 'tag.wallet.open' })}>Go to Wallet</Button>
          )}
        </>
      }
    >
      {dialog?.tagNumber && <Text fw={600}>Tag Number: {dialog.tagNumber}</Text>}
      {dialog?.body && <Text>{dialog.body}</Text>}
      {dialog?.detail && (
        <Text size="sm" c="dimmed">
          {dialog.detail}
        </Text>
      )}
    </ResultDialog>
  );
}
