import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { EventRegistration } from '../../../core/contracts/customer-contract';
import type { BandBlockState } from '../../../core/contracts/lost-band-contract';
import { blockedBandMessage } from '../../../core/domain/lost-band';
import { LOST_BAND_TEXT as TEXT } from '../../../core/domain/lost-band-texts';
import { toCents } from '../../../core/domain/money';
import { ActorChartState } from '../../ui/chart-state';
import { ButtonLink } from '../../ui/router-links';
import { isMovableBand, type LostBandMachine } from './chart/lost-band-machine';
import type { WalletFlowActor } from './use-wallet-flow';

type LostBandActor = ActorRefFrom<LostBandMachine>;

/** What a blocked band's wallet says, once its balance moved or before (core/domain/lost-band.ts). */
export function blockedText(block: BandBlockState): string {
  const moved =
    block.movedToUid === null
      ? null
      : { uid: block.movedToUid, cents: toCents(block.movedAmount ?? 0) };
  return blockedBandMessage(moved);
}

function lostBandOf(snapshot: ReturnType<WalletFlowActor['getSnapshot']>) {
  return snapshot.children.lostBand as LostBandActor | undefined;
}

/**
 * The page's band block: the wallet's own answer says whether the band is blocked now (until it
 * comes, the list's), else the report the customer has just made; null for a band not blocked.
 */
export function useBandBlock(actor: WalletFlowActor): BandBlockState | null {
  const walletBlock = useSelector(actor, ({ context: { wallet, registration } }) =>
    wallet ? (wallet.bandBlock ?? null) : (registration?.bandBlock ?? null),
  );
  const child = useSelector(actor, lostBandOf);
  const reported = useSelector(child, (snapshot) => snapshot?.context.block ?? null);
  return walletBlock ?? reported;
}

// DESIGN §8 Lost band on the wallet page: a blocked band says so (and offers to move its
// balance); any other band of the customer's offers 'Report Band Lost', confirmed in a dialog.
export function LostBandPanel({ actor }: { actor: WalletFlowActor }) {
  const registration = useSelector(actor, (snapshot) => snapshot.context.registration);
  const child = useSelector(actor, lostBandOf);
  const block = useBandBlock(actor);
  if (!registration || !child) return null;
  return (
    <>
      <ActorChartState chart="lost-band" actor={child} />
      <LostBandView actor={child} registration={registration} block={block} />
    </>
  );
}

function LostBandView({
  actor,
  registration,
  block,
}: {
  actor: LostBandActor;
  registration: EventRegistration;
  block: BandBlockState | null;
}) {
  const snapshot = useSelector(actor, (each) => each);
  if (block) {
    const movable = isMovableBand({ ...registration, bandBlock: block }, new Date());
    return (
      <Stack gap="sm">
        <Alert color="red" variant="light" data-testid="band-blocked">
          {blockedText(block)}
        </Alert>
        {movable && (
          <Group>
            <ButtonLink
              to="/event/wallet/move"
              search={{ registration: registration.walletId }}
              size="md"
            >
              {TEXT.move}
            </ButtonLink>
          </Group>
        )}
      </Stack>
    );
  }
  if (!snapshot.matches('report')) return null;
  const reporting = snapshot.matches({ report: 'reporting' });
  const confirming = snapshot.matches({ report: 'confirming' }) || reporting;
  const cancel = () => actor.send({ type: 'band.report.cancel' });
  return (
    <Stack gap="sm">
      {snapshot.context.error && (
        <Alert color="red" variant="light" role="alert" title={TEXT.reportRefused}>
          {snapshot.context.error}
        </Alert>
      )}
      <Group>
        <Button variant="outline" color="red" onClick={() => actor.send({ type: 'band.report' })}>
          {TEXT.report}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={reporting ? () => {} : cancel}
        withCloseButton={!reporting}
        title={TEXT.reportTitle}
        centered
      >
        <Stack gap="md">
          <Text>{TEXT.reportBody}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel} disabled={reporting}>
              {TEXT.cancel}
            </Button>
            <Button
              color="red"
              onClick={() => actor.send({ type: 'band.report.confirm' })}
              loading={reporting}
            >
              {TEXT.reportConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
