import { Alert, Button, Card, Center, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { moveConfirmText, LOST_BAND_TEXT as TEXT } from '../../../core/domain/lost-band-texts';
import { formatMoney } from '../../../core/domain/money';
import {
  formatTagDisplayNumber,
  TAG_NUMBER_CHARACTERS_HINT,
  TAG_NUMBER_INVALID,
  TAG_NUMBER_LENGTH_LABEL,
  TAG_SERIAL_INVALID,
} from '../../../core/domain/registration';
import { useFlowActor } from '../../app/use-flow-actor';
import type { FlowActor } from '../../chart-shared/flow-charts';
import { ActorChartState } from '../../ui/chart-state';
import { LoadingStatus } from '../../ui/loading-status';
import { PageHeader } from '../../ui/page-header';
import { PendingScreen } from '../../ui/pending-screen';
import { movingCents } from './chart/lost-band-machine';
import type { NewBandField } from './chart/lost-band-types';

type MoveActor = FlowActor<'bandMove'>;

// DESIGN §8 Lost band: /event/wallet/move, where a blocked band's whole balance moves to a new
// band found by its number and serial, as a tag search finds it.
export function BandMoveScreen() {
  const actor = useFlowActor('bandMove');
  if (!actor) return <PendingScreen />;
  return (
    <>
      <ActorChartState chart="lost-band" actor={actor} />
      <BandMoveView actor={actor} />
    </>
  );
}

function BandMoveView({ actor }: { actor: MoveActor }) {
  const snapshot = useSelector(actor, (each) => each);
  const { registration } = snapshot.context;
  return (
    <Stack gap="md" py="md">
      <PageHeader
        eyebrow={TEXT.moveEyebrow}
        title={TEXT.move}
        subtitle={registration?.event.name}
        back="/event/wallet"
      />
      {snapshot.matches('unavailable') || !registration ? (
        <Alert color="yellow" variant="light" role="alert">
          {TEXT.moveUnavailable}
        </Alert>
      ) : snapshot.matches({ move: 'moved' }) ? (
        <Center py="lg">
          <LoadingStatus label={TEXT.moving} />
        </Center>
      ) : (
        <MoveForm actor={actor} />
      )}
    </Stack>
  );
}

function MoveForm({ actor }: { actor: MoveActor }) {
  const snapshot = useSelector(actor, (each) => each);
  const { registration, values, invalid, error, request } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const failed = snapshot.matches({ move: 'failed' });
  const confirming = snapshot.matches({ move: 'confirming' }) || busy;
  const cents = movingCents(snapshot.context);
  const edit = (field: NewBandField) => (event: { currentTarget: { value: string } }) =>
    actor.send({ type: 'band.move.edit', values: { [field]: event.currentTarget.value } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'band.move.submit' });
  };
  const cancel = () => actor.send({ type: 'band.move.cancel' });
  return (
    <>
      <Card withBorder radius="md" padding="lg">
        <Text size="sm" c="dimmed">
          Balance to move
        </Text>
        <Text fz={30} fw={700} lh={1.2} data-testid="moving-balance">
          {formatMoney(cents)}
        </Text>
        {registration?.uid && (
          <Text size="sm" c="dimmed">
            Lost band {formatTagDisplayNumber(registration.uid)}
          </Text>
        )}
      </Card>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{TEXT.moveIntro}</Text>
          <TextInput
            label="Tag Number"
            required
            value={values.number}
            onChange={edit('number')}
            disabled={busy || failed}
            error={invalid.includes('number') ? TAG_NUMBER_INVALID : undefined}
            description={
              <>
                <span>{TAG_NUMBER_LENGTH_LABEL}</span> <span>{TAG_NUMBER_CHARACTERS_HINT}</span>
              </>
            }
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <TextInput
            label="Serial Number"
            required
            value={values.serial}
            onChange={edit('serial')}
            disabled={busy || failed}
            error={invalid.includes('serial') ? TAG_SERIAL_INVALID : undefined}
            autoComplete="off"
          />
          {error && !failed && (
            <Alert color="red" variant="light" role="alert" title={TEXT.moveRefused}>
              {error}
            </Alert>
          )}
          {failed ? (
            <Alert color="red" variant="light" role="alert" title={TEXT.moveRefused}>
              <Stack gap="sm" align="flex-start">
                <Text size="sm">
                  {TEXT.moveOffline} ({error})
                </Text>
                <Button onClick={() => actor.send({ type: 'band.move.retry' })}>
                  {TEXT.retry}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <Group>
              <Button type="submit" disabled={busy}>
                {TEXT.moveSubmit}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      <Modal
        opened={confirming}
        onClose={busy ? () => {} : cancel}
        withCloseButton={!busy}
        title={TEXT.moveConfirmTitle}
        centered
      >
        <Stack gap="md">
          <Text>{request && moveConfirmText(cents, request.uid)}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel} disabled={busy}>
              {TEXT.cancel}
            </Button>
            <Button onClick={() => actor.send({ type: 'band.move.confirm' })} loading={busy}>
              {TEXT.moveConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
