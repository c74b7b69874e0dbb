import { Button, List, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import type { TicketRegistrationMachine } from '../../machines/ticket-registration/ticket-registration-machine';
import { TICKET_CLAIM_FAILED, TICKET_CLAIM_NO_MATCH, ticketDialog } from '../domain/messages';
import { ResultDialog } from './result-dialog';

export interface TicketDialogProps {
  actor: Actor<TicketRegistrationMachine>;
}

type Snapshot = ReturnType<Actor<TicketRegistrationMachine>['getSnapshot']>;

const SEARCH_FAILED_TITLE = 'Unable to Search for Your Ticket';

function view(snapshot: Snapshot) {
  const { result, error, claimFailure } = snapshot.context;
  if (snapshot.matches('searchFailed')) {
    return { title: SEARCH_FAILED_TITLE, body: error ?? '', checklist: [], canAdd: false };
  }
  if (snapshot.matches('claimFailed')) {
    const title =
      claimFailure === 'registrationNotFound' ? TICKET_CLAIM_NO_MATCH : TICKET_CLAIM_FAILED;
    return { title, body: error ?? '', checklist: [], canAdd: false };
  }
  const showsResult =
    snapshot.matches('result') ||
    snapshot.matches('claiming') ||
    snapshot.matches('refreshing') ||
    snapshot.matches('claimed');
  if (!showsResult || !result) return null;
  const dialog = ticketDialog(result.status);
  return { ...dialog, eventName: result.eventName };
}

// spec §8 Ticket dialogs: the search result, with 'Add Ticket' for a valid ticket only, and the
// claim failures.
export function TicketDialog({ actor }: TicketDialogProps) {
  const snapshot = useSelector(actor, (current) => current);
  const dialog = view(snapshot);
  const claiming = snapshot.hasTag('busy');
  const close = () => actor.send({ type: 'ticket.dialog.close' });
  return (
    <ResultDialog
      opened={dialog !== null}
      title={dialog?.title ?? ''}
      closable={!claiming}
      onClose={close}
      actions={
        <>
          <Button variant="default" onClick={close} disabled={claiming}>
            Close
          </Button>
          {dialog?.canAdd && (
            <Button onClick={() => actor.send({ type: 'ticket.claim' })} loading={claiming}>
              Add Ticket
            </Button>
          )}
        </>
      }
    >
      {dialog && 'eventName' in dialog && dialog.eventName && (
        <Text fw={600}>{dialog.eventName}</Text>
      )}
      {dialog?.body && <Text>{dialog.body}</Text>}
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
    </ResultDialog>
  );
}
